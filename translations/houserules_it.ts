<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation>Informazioni su Houserules</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versione %1</translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation>Gioca ai giochi da tavolo contro il computer o con gli amici sullo stesso schermo, prova regole della casa e metti alla prova nuove composizioni di carte.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>I giochi</translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation>Tutte le illustrazioni delle carte, le copertine e le icone sono state disegnate per Houserules.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Software libero distribuito con la &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, versione 3 o successiva (GPL-3.0-or-later).</translation>
    </message>
</context>
<context>
    <name>BillyBreakdown</name>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>1. All cards turned up</source>
        <translation>1. Tutte le carte scoperte</translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation>2. Dinamite</translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation>Non è stata giocata dinamite.</translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation>3. Ogni colore contro Billy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation>✗ più di Billy: abbattuto per quel colore. In parità si è salvi.</translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation>4. Abbattuti</translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation>%1 si salva.</translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation>5. Chi vince</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation>
            <numerusform>%1 vince con il punteggio più alto: %n punto.</numerusform>
            <numerusform>%1 vince con il punteggio più alto: %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation>
            <numerusform>Parità a %n punto; %1 vince con meno carte.</numerusform>
            <numerusform>Parità a %n punti; %1 vince con meno carte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation>
            <numerusform>Parità a %n punto; %1 vince con meno carte scoperte.</numerusform>
            <numerusform>Parità a %n punti; %1 vince con meno carte scoperte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation>
            <numerusform>Parità a %n punto e nelle carte scoperte; %1 vince con meno carte coperte.</numerusform>
            <numerusform>Parità a %n punti e nelle carte scoperte; %1 vince con meno carte coperte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation>Ancora parità dopo tutti gli spareggi: %1 si dividono la vittoria.</translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation>Nessuno ha più nemmeno un punto: Blasting Billy vince e scappa con tutto il bottino!</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite lay first and removes only itself.</source>
        <translation>Colonna %2 di %1: la dinamite era in cima alla colonna e toglie solo sé stessa.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite removes itself and %3.</source>
        <translation>Colonna %2 di %1: la dinamite toglie sé stessa e la carta %3.</translation>
    </message>
    <message>
        <source>%1 is shot down in %2.</source>
        <translation>Billy abbatte %1. Colori in eccesso: %2.</translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot down count.</source>
        <translation>Sono stati abbattuti tutti, quindi contano solo i colori per cui un giocatore non è stato abbattuto.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave %2 to Billy.</source>
        <translation>%1 ha dato la carta %2 a Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 ha dato una carta di %2 a Billy.</translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation>%1 ha tenuto la carta %2 nel proprio bottino.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 ha tenuto coperta una carta di %2 nel proprio bottino.</translation>
    </message>
    <message>
        <source>%1 dumped %2 in the box.</source>
        <translation>%1 ha scartato la carta %2 nella scatola.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 ha scartato una carta di %2 nella scatola.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 ha pescato la carta %2.</translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation>%1 ha pescato una carta di %2.</translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation>%1 ha pescato l’ultima carta: tutti giocano ancora un turno.</translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation>La partita è finita: le carte in mano vanno nella scatola e il bottino viene scoperto.</translation>
    </message>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation>Nessuno ha fatto punti: Billy vince e scappa con il bottino.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 ha vinto con %n punto.</numerusform>
            <numerusform>%1 ha vinto con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>La dinamite nella colonna %2 di %1 ha tolto solo sé stessa.</translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed %3.</source>
        <translation>La dinamite nella colonna %2 di %1 ha tolto la carta %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy ha abbattuto %1 (%2: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
</context>
<context>
    <name>BillyNames</name>
    <message>
        <source>Gold</source>
        <translation>Oro</translation>
    </message>
    <message>
        <source>Banknotes</source>
        <translation>Banconote</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Monete</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Gioielli</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamanti</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dinamite</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: its colour, then its value (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%2 di %1</translation>
    </message>
    <message>
        <source>%1 dynamite</source>
        <extracomment>The dynamite card of a colour (e.g. &quot;Gold dynamite&quot;); %1 is the colour.</extracomment>
        <translation>Dinamite di %1</translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation>
            <numerusform>Il bottino è diviso in %n colore: %1.</numerusform>
            <numerusform>Il bottino è diviso in %n colori: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation>
            <numerusform>Ogni colore ha anche %n carta Dinamite, che non ha valore.</numerusform>
            <numerusform>Ogni colore ha anche %n carte Dinamite, che non hanno valore.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation>In questa variante non c’è dinamite.</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>In totale c’è %n carta.</numerusform>
            <numerusform>In totale sono %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation>Il dorso di una carta ne mostra il colore: tutti possono riconoscere il colore di una carta, ma solo il fronte ne rivela il valore.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Giocatori e preparazione</translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>Per esattamente %n giocatore.</numerusform>
            <numerusform>Per esattamente %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Da %1 a %2 giocatori.</translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation>Mescola tutte le carte. Con meno giocatori, alcune tornano nella scatola senza essere guardate, come indica la tabella. I loro colori non sono un segreto: chiunque può guardarne il dorso.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Carte messe da parte</translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation>Mescola tutte le carte. In questa variante si usano tutte le carte, qualunque sia il numero di giocatori.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Ognuno riceve %n carta; il resto forma il mazzo di pesca, coperto.</numerusform>
            <numerusform>Ognuno riceve %n carte; il resto forma il mazzo di pesca, coperto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation>Le carte in mano si tengono in modo che gli altri ne vedano il dorso: i colori di ogni mano sono noti a tutti, i valori solo a chi le tiene.</translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation>Inizia un giocatore scelto a caso, a meno che non sia stato indicato nella preparazione della partita. Poi il turno passa in senso orario, un posto alla volta.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation>Gioca una carta dalla tua mano in uno di questi tre modi:</translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation>Dalla a Billy.</translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation>Va coperta nel bottino di Billy, al centro del tavolo, nella colonna del suo colore. Solo tu ne conosci il valore; nessuno guarda le carte di Billy prima della fine.</translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation>Tienila.</translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation>Va nel tuo bottino, nella colonna del suo colore. La prima carta di ogni colore sta coperta, tutte le successive di quel colore scoperte. Puoi guardare le tue carte coperte quando vuoi.</translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation>Scartala.</translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation>Va coperta nella scatola. Tutti ne vedono il colore; solo tu ne conosci il valore.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Poi pesca la prima carta del mazzo di pesca, così da avere di nuovo %n carta in mano.</numerusform>
            <numerusform>Poi pesca la prima carta del mazzo di pesca, così da avere di nuovo %n carte in mano.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation>Ogni colonna tiene le sue carte nell’ordine in cui sono state giocate, sovrapposte in modo che chiunque possa contarle. Quell’ordine non cambia mai: è lui a decidere che cosa distrugge la dinamite.</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Che cosa sai</translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation>Il colore di ogni carta in ogni mano, delle carte messe da parte e delle carte scartate.</translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation>Quante carte ci sono in ogni colonna, comprese quelle di Billy.</translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation>Le carte scoperte nel bottino di tutti.</translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation>Il valore di ogni carta che hai giocato tu, ovunque sia finita.</translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation>I valori delle carte che gli altri hanno dato a Billy, scartato o messo coperte ti restano nascosti fino alla fine.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation>Chi pesca l’ultima carta del mazzo di pesca finisce il turno come al solito. Poi tutti giocano un ultimo turno senza pescare, a partire dal giocatore successivo, così che chi ha svuotato il mazzo giochi per ultimo in assoluto.</translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>In ogni mano resta %n carta: va nella scatola senza essere rivelata.</numerusform>
            <numerusform>In ogni mano restano %n carte: vanno nella scatola senza essere rivelate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation>Ora tutte le carte sul tavolo vengono scoperte, e ogni colonna mantiene il suo ordine.</translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation>Prima di contare qualsiasi cosa, ogni carta Dinamite esplode: toglie sé stessa e la carta giocata subito prima nella stessa colonna. Una carta Dinamite proprio all’inizio della sua colonna toglie solo sé stessa.</translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation>Questo vale per il bottino di Billy come per quello di ogni giocatore.</translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation>Se una colonna contiene più carte Dinamite, esplodono nell’ordine in cui sono state giocate.</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dinamite</translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation>Abbattuti</translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation>Poi ognuno confronta, colore per colore, il totale del proprio bottino con il totale di Billy in quel colore. Chi ha più di Billy anche in un solo colore viene abbattuto, e le colonne di quei colori vengono girate coperte. Avere esattamente quanto Billy non è un pericolo, e nemmeno un colore che nessuno dei due ha.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Chi vince</translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation>Tra i giocatori che non sono stati abbattuti vince chi ha il totale più alto. In caso di parità vince, tra i pari merito, chi ha meno carte nel proprio bottino; se anche così c’è parità, si dividono la vittoria.</translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation>Quando tutti sono abbattuti</translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation>Se tutti i giocatori sono stati abbattuti, giocano comunque per la vittoria, ma contano solo le colonne rimaste scoperte. In caso di parità vince chi ha meno carte scoperte, poi chi ha meno carte coperte; se c’è ancora parità, si dividono la vittoria.</translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation>E se nessuno ha più nemmeno un punto, vince Billy: se ne va a cavallo con tutto il bottino, e nessun giocatore vince.</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regole della variante «%1».</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Questa variante: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>L’idea</translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation>Fate tutti parte della banda di Blasting Billy e vi state spartendo il bottino di una rapina in banca. Billy pretende la parte più grossa: chi finisce con più di lui di un tipo di bottino viene abbattuto. Quindi raccogli quanto osi, dai a Billy abbastanza e lascia gli altri a indovinare che cosa hai in mano.</translation>
    </message>
    <message>
        <source>one card of every value from %1 to %2</source>
        <translation>una carta per ogni valore da %1 a %2</translation>
    </message>
    <message>
        <source>cards of the values %1</source>
        <translation>carte dei valori %1</translation>
    </message>
    <message>
        <source>Each colour has %1.</source>
        <translation>Ogni colore ha %1.</translation>
    </message>
    <message>
        <source>In this variant the colours differ:</source>
        <translation>In questa variante i colori sono diversi:</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n carta Dinamite</numerusform>
            <numerusform>%n carte Dinamite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Mazzo di pesca: %n carta</numerusform>
            <numerusform>Mazzo di pesca: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation>
            <numerusform>Ultimo giro: manca %n turno</numerusform>
            <numerusform>Ultimo giro: mancano %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation>Bottino di Billy</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Scatola</translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation>Il tuo bottino</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — tocca a te</translation>
    </message>
    <message>
        <source>%1: total after dynamite</source>
        <translation>%1: totale dopo la dinamite</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n carta</numerusform>
            <numerusform>%1: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the box</source>
        <translation>
            <numerusform>%1: %n carta nella scatola</numerusform>
            <numerusform>%1: %n carte nella scatola</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy wins: nobody has a point left.</source>
        <translation>Vince Billy: nessuno ha più un punto.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 vince con %n punto.</numerusform>
            <numerusform>%1 vince con %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Partita › Fine della partita mostra il conteggio.</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Prima scegli una carta dalla tua mano.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation>Puoi dare una carta a Billy, tenerla nel tuo bottino o scartarla nella scatola.</translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation>Scegli dove va la carta: frecce su e giù, poi Invio.</translation>
    </message>
</context>
<context>
    <name>BillyTexts</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Giocatori minimi</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Il numero minimo di giocatori con cui si può giocare con queste regole.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Giocatori massimi</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</source>
        <translation>Il numero massimo di giocatori con cui si può giocare con queste regole. Ogni numero di giocatori, dal minimo al massimo, deve avere il suo numero di carte messe da parte.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</source>
        <translation>Quante carte riceve e tiene in mano ognuno: dopo ogni turno peschi fino a tornare a questo numero, finché dura il mazzo di pesca.</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Carte messe da parte</translation>
    </message>
    <message>
        <source>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</source>
        <translation>Quante carte tornano nella scatola senza essere viste durante la preparazione, per ogni numero di giocatori. Tutti possono vederne i colori.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</source>
        <translation>Le carte del bottino: i colori, ognuno con i suoi valori e le sue carte Dinamite. Modificale nella scheda Mazzo.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Aggiungi un colore…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Togli il colore</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Aggiungi un valore…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Togli il valore</translation>
    </message>
    <message>
        <source>The fewest players (%2) may not be more than the most (%1).</source>
        <translation>Il numero minimo di giocatori (%2) non può superare il massimo (%1).</translation>
    </message>
    <message>
        <source>How many cards are set aside with %1 players is missing.</source>
        <translation>Manca il numero di carte messe da parte con %1 giocatori.</translation>
    </message>
    <message>
        <source>Cards set aside for %1 players, who cannot play by these rules: remove them.</source>
        <translation>Carte messe da parte per %1 giocatori, ma con queste regole non si gioca in tanti: toglile.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Non ci sono abbastanza carte da distribuire: %1 giocatori richiedono %2 carte messe da parte e %1 × %3 in mano, %4 in tutto, ma il mazzo ne ha %5.</translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Un gioco di %1, pubblicato da %2 (%3).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Bottino</translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation>Tocca a te, %1: scegli una carta e dove va.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passa lo schermo a %1</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>Sono %1: mostra le mie carte</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>«%1» non è una carta di questo mazzo; previsto: %2.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1: previsto un numero di carte da 0 a %2, trovato: «%3».</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>più di %1 carte %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Riga %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… e altri %n.</numerusform>
            <numerusform>… e altri %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>a value from %1 to %2</source>
        <translation>un valore da %1 a %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>quantità</translation>
    </message>
    <message>
        <source>the file holds no cards.</source>
        <translation>il file non contiene carte.</translation>
    </message>
    <message>
        <source>the column %1 appears twice.</source>
        <translation>la colonna %1 compare due volte.</translation>
    </message>
    <message>
        <source>%1 has a row already.</source>
        <translation>%1 ha già una riga.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n cella in più delle colonne dell’intestazione.</numerusform>
            <numerusform>%n celle in più delle colonne dell’intestazione.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a header row naming the columns.</source>
        <translation>prevista una riga di intestazione con i nomi delle colonne.</translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>prevista almeno %n cella.</numerusform>
            <numerusform>previste almeno %n celle.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>«%1» non è un nome valido (%2): usa lettere minuscole, cifre, - e _.</translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>prevista una riga di intestazione con almeno due colonne.</translation>
    </message>
</context>
<context>
    <name>DeckModel</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;, &quot;Gold Dynamite&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s)</source>
        <translation>
            <numerusform>Il mazzo: %n carta</numerusform>
            <numerusform>Il mazzo: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n carta</numerusform>
            <numerusform>%1: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Base: %n carta</numerusform>
            <numerusform>Base: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>Nel file: %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>In questo mazzo non ce ne stanno più di %1.</translation>
    </message>
    <message>
        <source>Expected a number of cards from 0 to %1.</source>
        <translation>Previsto un numero di carte da 0 a %1.</translation>
    </message>
    <message>
        <source>Expected a value from %1 to %2.</source>
        <translation>Previsto un valore da %1 a %2.</translation>
    </message>
    <message>
        <source>“%1” is not a card this deck may have.</source>
        <translation>«%1» non è una carta ammessa in questo mazzo.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>Il mazzo ha già una colonna %1.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>«%1» non è un nome valido (%2): usa lettere minuscole, cifre, - e _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>«%1» c’è già nel mazzo.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Togli %1</translation>
    </message>
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>Modifica %n numero di carte</numerusform>
            <numerusform>Modifica %n numeri di carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the deck from CSV</source>
        <translation>Importa il mazzo da CSV</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>Import CSV…</source>
        <translation>Importa CSV…</translation>
    </message>
    <message>
        <source>Read the deck from a spreadsheet saved as CSV</source>
        <translation>Leggi il mazzo da un foglio di calcolo salvato come CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Write the deck as CSV, for a spreadsheet</source>
        <translation>Scrivi il mazzo come CSV, per un foglio di calcolo</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>Il mazzo: %n carta.</numerusform>
            <numerusform>Il mazzo: %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Nessuna carta</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Nome (come lo scrive il file):</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Inizia con le carte di:</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>Un &amp;valore:</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>Una carta con un &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Carte di questo tipo in ogni riga:</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Carte di questo tipo:</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>Le celle non possono essere incollate qui: escono dalla tabella o contengono altro che numeri di carte da 0 a %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossibile leggere %1: %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 non è testo in UTF-8: salvalo dal foglio di calcolo come «CSV UTF-8».</translation>
    </message>
    <message>
        <source>Import the deck</source>
        <translation>Importa il mazzo</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>File CSV (*.csv *.txt);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>%1 cannot be used as this deck; nothing was changed.</source>
        <translation>%1 non può essere usato come mazzo; non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Esporta il mazzo</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The deck could not be written to %1:
%2</source>
        <translation>Non è stato possibile scrivere il mazzo in %1:
%2</translation>
    </message>
</context>
<context>
    <name>DiagnosticsModel</name>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problema</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New house rule</source>
        <translation>Nuova regola della casa</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Impossibile creare una regola della casa</translation>
    </message>
    <message>
        <source>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</source>
        <translation>Queste regole sono fornite con Houserules e restano come sono. Cambia quello che vuoi: Salva come… conserva le tue modifiche come una tua regola della casa.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Title and description</source>
        <translation>Titolo e descrizione</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</source>
        <translation>La regola della casa come verrà salvata: il gioco, le regole che estende, i suoi titoli e solo i parametri che ne differiscono.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nuova regola della casa</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;come…</translation>
    </message>
    <message>
        <source>&amp;Play with these rules</source>
        <translation>&amp;Gioca con queste regole</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>Reset to &amp;base</source>
        <translation>Ripristina il valore di &amp;base</translation>
    </message>
    <message>
        <source>Give the chosen parameter its base value again</source>
        <translation>Ridai al parametro scelto il suo valore di base</translation>
    </message>
    <message>
        <source>Reset &amp;all to base</source>
        <translation>Ripristina &amp;tutto alla base</translation>
    </message>
    <message>
        <source>Give every parameter its base value again</source>
        <translation>Ridai a ogni parametro il suo valore di base</translation>
    </message>
    <message>
        <source>&amp;Changed only</source>
        <translation>Solo &amp;modificati</translation>
    </message>
    <message>
        <source>Show only the parameters that differ from the base</source>
        <translation>Mostra solo i parametri che differiscono dalla base</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>Ma&amp;zzo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Choose a parameter to read what it does. Double-click a value to change it.</source>
        <translation>Scegli un parametro per leggere che cosa fa. Fai doppio clic su un valore per cambiarlo.</translation>
    </message>
    <message>
        <source>Value: %1 · base value: %2</source>
        <translation>Valore: %1 · valore di base: %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annulla: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Ripeti: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (sola lettura)</translation>
    </message>
    <message>
        <source>%1[*]%2 — Rules editor</source>
        <extracomment>The editor&apos;s window title: the variant&apos;s title, [*] marks unsaved changes.</extracomment>
        <translation>%1[*]%2 — Editor delle regole</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Basato su: %1</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>nessuna modifica</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n modifica</numerusform>
            <numerusform>%n modifiche</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems: the game accepts these rules</source>
        <translation>nessun problema: il gioco accetta queste regole</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemi</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problemi (%1)</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Non ancora salvabile</translation>
    </message>
    <message>
        <source>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</source>
        <translation>Il gioco rifiuterebbe queste regole. Risolvi prima i problemi elencati qui sotto; ognuno mostra il suo parametro quando lo scegli.</translation>
    </message>
    <message>
        <source>%1 (house rule)</source>
        <translation>%1 (regola della casa)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Impossibile salvare le regole</translation>
    </message>
    <message>
        <source>The rules could not be saved to %1:
%2</source>
        <translation>Non è stato possibile salvare le regole in %1:
%2</translation>
    </message>
    <message>
        <source>Open rules</source>
        <translation>Apri regole</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianti (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Impossibile aprire le regole</translation>
    </message>
    <message>
        <source>%1 cannot be edited:
%2</source>
        <translation>%1 non può essere modificato:
%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Svuota l’elenco</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Salvare le modifiche?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>«%1» ha modifiche non salvate.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Salvarle prima di chiudere?</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Rules: %1 · Deal no. %2</source>
        <translation>Regole: %1 · Smazzata&#xa0;n.&#xa0;%2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>In attesa di %1.</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Gioca ancora</translation>
    </message>
    <message>
        <source>The same players and rules, a new deal.</source>
        <translation>Stessi giocatori e regole, nuova smazzata.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>There is no variant &apos;%1&apos;.</source>
        <translation>La variante «%1» non esiste.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 — Houserules</source>
        <translation>%1 — Houserules</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Salva partita…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>&amp;Carica partita…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Ri&amp;vedi una partita…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation>&amp;Informazioni su Houserules</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossibile avviare la partita</translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation>Non è stato possibile caricare la variante:
%1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Non è stato possibile salvare la partita in %1:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Salva partita</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Registrazioni di partite (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>Impossibile caricare la partita</translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation>%1 non è una partita che Houserules può riprendere:
%2</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Carica partita</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Rivedi una partita</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Impossibile rivedere la partita</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>The game in progress will end. Save it first with Game &gt; Save game if you want to go on later.</source>
        <translation>La partita in corso terminerà. Se vuoi continuarla più tardi, salvala prima con Partita&#xa0;&gt;&#xa0;Salva&#xa0;partita.</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Rivedi &amp;questa partita</translation>
    </message>
    <message>
        <source>&amp;Restart: the same deal again</source>
        <translation>&amp;Ricomincia: la stessa smazzata</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>&amp;Fine della partita…</translation>
    </message>
    <message>
        <source>Back to the start &amp;page</source>
        <translation>Torna alla pagina &amp;iniziale</translation>
    </message>
    <message>
        <source>&amp;Rules editor</source>
        <translation>&amp;Editor delle regole</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nuova regola della casa</translation>
    </message>
    <message>
        <source>&amp;Open a variant file…</source>
        <translation>&amp;Apri un file di variante…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Cannot edit the rules</source>
        <translation>Impossibile modificare le regole</translation>
    </message>
    <message>
        <source>%1 cannot be opened in the rules editor:
%2</source>
        <translation>%1 non può essere aperto nell’editor delle regole:
%2</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Impossibile creare una regola della casa</translation>
    </message>
    <message>
        <source>Open a variant in the rules editor</source>
        <translation>Apri una variante nell’editor delle regole</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianti (*.yaml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Nuova partita: %1</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (la tua variante)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regole:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: facile</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normale</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: difficile</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Giocatore %1:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Chi inizia:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation>Queste regole non possono essere caricate.</translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation>Due giocatori si chiamano %1: dai a ognuno un nome diverso.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Giocatore %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Random: a new deal</source>
        <translation>A caso: una nuova smazzata</translation>
    </message>
    <message>
        <source>&amp;Deal no.:</source>
        <translation>&amp;Smazzata n.:</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to %1.</source>
        <translation>Il numero di smazzata deve essere un numero intero da 0 a %1.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</source>
        <translation>Lascia vuoto per una nuova smazzata. Il numero di smazzata di una partita (mostrato sotto la cronaca della partita) ridà la stessa smazzata.</translation>
    </message>
</context>
<context>
    <name>ParamText</name>
    <message>
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonna</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Aggiungi una riga…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Togli la riga</translation>
    </message>
    <message>
        <source>Add a column…</source>
        <translation>Aggiungi una colonna…</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>Togli la colonna</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n giocatore</numerusform>
            <numerusform>%n giocatori</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One entry of a per-player-count value: %1 players, value %2 (e.g. &quot;2: 12&quot;).
----------
A deck&apos;s size and its suits, e.g. &quot;60 cards: Gold, Banknotes, Coins&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found “%3”.</source>
        <translation>Previsto un numero intero da %1 a %2, trovato: «%3».</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Previsti da %1 a %2 elementi, trovati: %3.</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>«%1» non è tra le scelte.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>«%1» non è un nome: usa lettere minuscole, cifre, - e _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>«%1» compare due volte.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Previsto un numero di giocatori da 1 a 16, trovato: «%1».</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>Un mazzo si modifica nella sua tabella.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1: previsti da %2 a %3, trovati: %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Previsto un mazzo da %1 a %2 carte, trovate: %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Titolo mancante: dai a queste regole un titolo in almeno una lingua.</translation>
    </message>
    <message>
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Nessuna carta per %1: aggiungine o togli la riga.</translation>
    </message>
</context>
<context>
    <name>PerPlayersEditor</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Add a player count</source>
        <translation>Aggiungi un numero di giocatori</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Togli</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Indietro</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Avanti ▶</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi la partita</translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation>Tutti (solo carte pubbliche)</translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation>Tutte le carte (la partita è finita)</translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation>Questa registrazione non può essere rivista:
%1</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pausa</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Riproduci</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;Punto di vista:</translation>
    </message>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Inizio</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>Fine ⏭</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Mossa %1 di %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante:</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation>Impossibile mostrare queste regole</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules non conosce il gioco %1.</translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation>Non è stato possibile caricare la variante %1:</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save as a house rule</source>
        <translation>Salva come regola della casa</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Sfoglia…</translation>
    </message>
    <message>
        <source>Your house rule is saved with the rules it changes and listed on the start page under its title.</source>
        <translation>La tua regola della casa viene salvata con le regole che cambia e compare con il suo titolo nella pagina iniziale.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titolo:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>Save the house rule</source>
        <translation>Salva la regola della casa</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianti (*.yaml)</translation>
    </message>
    <message>
        <source>Give the house rule a title.</source>
        <translation>Dai un titolo alla regola della casa.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Scegli un file.</translation>
    </message>
    <message>
        <source>The shipped rules cannot be changed: choose a file in another folder.</source>
        <translation>Le regole fornite non possono essere cambiate: scegli un file in un’altra cartella.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>Questo è il file delle regole su cui si basa: scegli un altro nome.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 esiste già. Sostituirlo con questa regola della casa?</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Giocatori &amp;computer:</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table.</source>
        <translation>Quanto velocemente le carte volano al loro posto sul tavolo.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them.</source>
        <translation>Quanto aspettano i giocatori computer prima di giocare, così puoi seguirli.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Disattivato</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lento</translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation>Gioca subito</translation>
    </message>
    <message>
        <source>Card &amp;movements:</source>
        <translation>&amp;Movimento delle carte:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (la tua variante)</translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation>Questo file contiene regole per un altro gioco (%1).</translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation>A che cosa giochiamo?</translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation>Gioca contro il computer o con gli amici su questo schermo. Scegli le regole — quelle della scatola, una regola della casa o le tue — e inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continua l’ultima partita</translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation>Regole con cui giocare:</translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (impossibile da caricare)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifica…</translation>
    </message>
    <message>
        <source>Open these rules in the rules editor</source>
        <translation>Apri queste regole nell’editor delle regole</translation>
    </message>
    <message>
        <source>New house rule…</source>
        <translation>Nuova regola della casa…</translation>
    </message>
    <message>
        <source>Make your own rules, starting from the standard rules</source>
        <translation>Crea le tue regole partendo dalle regole standard</translation>
    </message>
</context>
<context>
    <name>StatusModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
</context>
<context>
    <name>TitlesPanel</name>
    <message>
        <source>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</source>
        <translation>Il nome di queste regole e una frase su di esse, come li mostra la pagina iniziale. Una lingua lasciata vuota mostra quelli in inglese.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titolo</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
</context>
<context>
    <name>VariantDocument</name>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules non conosce il gioco %1.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifica %1</translation>
    </message>
    <message>
        <source>Reset %1 to the base</source>
        <translation>Ripristina %1 alla base</translation>
    </message>
    <message>
        <source>Reset everything to the base</source>
        <translation>Ripristina tutto alla base</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Modifica il titolo</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Modifica la descrizione</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rinomina</translation>
    </message>
    <message>
        <source>%1 holds the base rules these rules extend: save them under another name.</source>
        <translation>%1 contiene le regole di base che queste regole estendono: salvale con un altro nome.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>Il gioco rifiuterebbe queste regole:
%1</translation>
    </message>
</context>
<context>
    <name>VariantModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parametro</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Valore di base</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Base value: %1</source>
        <translation>Valore di base: %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Non presente nella base</translation>
    </message>
</context>
</TS>
