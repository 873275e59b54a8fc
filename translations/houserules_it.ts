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
    <message>
        <source>The Houserules icon</source>
        <translation>L’icona di Houserules</translation>
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
        <source>%1&apos;s %2 column: the dynamite removes itself and the %3.</source>
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
    <name>BillyFigureTexts</name>
    <message>
        <source>Shot down</source>
        <translation>Abbattuti</translation>
    </message>
    <message>
        <source>Billy wins</source>
        <translation>Vince Billy</translation>
    </message>
    <message>
        <source>Dynamite hit the leader</source>
        <extracomment>A figure: the share of players whose dynamite got the leader shot down.</extracomment>
        <translation>Dinamite sul primo</translation>
    </message>
    <message>
        <source>Players are shot down %1 points more often (±%2).</source>
        <translation>I giocatori vengono abbattuti %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Players are shot down %1 points less often (±%2).</source>
        <translation>I giocatori vengono abbattuti %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points more often (±%2).</source>
        <translation>Il posto %3 viene abbattuto %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points less often (±%2).</source>
        <translation>Il posto %3 viene abbattuto %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points more often (±%2).</source>
        <translation>Billy vince %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points less often (±%2).</source>
        <translation>Billy vince %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points more often (±%2).</source>
        <translation>La dinamite dei giocatori colpisce il primo %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points less often (±%2).</source>
        <translation>La dinamite dei giocatori colpisce il primo %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points more often (±%2).</source>
        <translation>La dinamite del posto %3 colpisce il primo %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points less often (±%2).</source>
        <translation>La dinamite del posto %3 colpisce il primo %1 punti meno spesso (±%2).</translation>
    </message>
</context>
<context>
    <name>BillyGuide</name>
    <message>
        <source>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</source>
        <translation>Hai %1 carte in mano. A ogni turno ne giochi una: a Billy, nel tuo bottino o nella scatola; poi peschi. Alla fine chi ha più di Billy in uno dei %2 colori viene abbattuto, e tra gli altri vince il bottino più alto. Vedi i colori di ogni mano, mai i valori.</translation>
    </message>
    <message>
        <source>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</source>
        <translation>%1 da Billy toglie la carta messa prima di lei nella sua colonna %2: Billy finisce con meno %2, e chi ne ha più di lui viene abbattuto.</translation>
    </message>
    <message>
        <source>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</source>
        <translation>%1 porta la colonna %2 di Billy ad almeno %3, per quanto ne sai. Più %2 ha Billy, più ne puoi tenere nel tuo bottino senza essere abbattuto.</translation>
    </message>
    <message>
        <source>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</source>
        <translation>%1 come prima carta della tua colonna %2 toglie solo sé stessa: fuori dalla tua mano non può più fare danni.</translation>
    </message>
    <message>
        <source>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</source>
        <translation>%1 toglie la carta messa prima di lei nella tua colonna %2: passa da %3 a %4, meno da tenere sotto quella di Billy.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</source>
        <translation>%1 porta la tua colonna %2 a %3 punti. Contano solo se Billy finisce con almeno altrettanto %2; a lui ne conosci %4.</translation>
    </message>
    <message>
        <source>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</source>
        <translation>%1 nella scatola non fa saltare niente: la scatola non conta per nessuno, la carta è fuori gioco.</translation>
    </message>
    <message>
        <source>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</source>
        <translation>%1 nella scatola non conta per nessuno: non alza la tua colonna %2 contro Billy e non aiuta gli altri a tenere più %2.</translation>
    </message>
    <message>
        <source>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</source>
        <extracomment>Said when the card and your loot are chosen, before it is played.</extracomment>
        <translation>%1 nel tuo bottino fa saltare la tua colonna %2: scende da %3 a %4 punti.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</source>
        <translation>%1 porta la tua colonna %2 a %3 punti. Contano solo se Billy finisce con almeno altrettanto %2, e a lui non ne conosci ancora nessuno.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave the %2 to Billy.</source>
        <translation>%1 ha dato la carta %2 a Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 ha dato una carta di %2 a Billy.</translation>
    </message>
    <message>
        <source>%1 claimed the %2.</source>
        <translation>%1 ha tenuto la carta %2 nel proprio bottino.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 ha tenuto coperta una carta di %2 nel proprio bottino.</translation>
    </message>
    <message>
        <source>%1 dumped the %2 in the box.</source>
        <translation>%1 ha scartato la carta %2 nella scatola.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 ha scartato una carta di %2 nella scatola.</translation>
    </message>
    <message>
        <source>%1 drew the %2.</source>
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
        <source>The dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>La dinamite nella colonna %2 di %1 ha tolto solo sé stessa.</translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed the %3.</source>
        <translation>La dinamite nella colonna %2 di %1 ha tolto la carta %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy ha abbattuto %1 (%2: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto ciascuno.</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti ciascuno.</numerusform>
        </translation>
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
    <message>
        <source>%1:</source>
        <extracomment>A colour&apos;s name opening a line of the rules, followed by its cards.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Billy&apos;s loot, your loot or the box</source>
        <translation>il bottino di Billy, il tuo bottino o la scatola</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <extracomment>A key pressed twice in a row, e.g. &quot;B twice&quot;.</extracomment>
        <translation>%1 due volte</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Clicca una carta della tua mano</translation>
    </message>
    <message>
        <source>Choose it.</source>
        <translation>La scegli.</translation>
    </message>
    <message>
        <source>Click %1</source>
        <translation>Clicca %1</translation>
    </message>
    <message>
        <source>Play the chosen card there.</source>
        <translation>Gioca lì la carta scelta.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto %1</source>
        <translation>Trascina una carta dalla tua mano su %1</translation>
    </message>
    <message>
        <source>Play it there.</source>
        <translation>La giochi lì.</translation>
    </message>
    <message>
        <source>Choose a card in your hand.</source>
        <translation>Scegli una carta della tua mano.</translation>
    </message>
    <message>
        <source>Choose where it goes: %1.</source>
        <translation>Scegli dove va: %1.</translation>
    </message>
    <message>
        <source>Give the chosen card to Billy. The first press marks the place, the second plays.</source>
        <translation>Dai la carta scelta a Billy. La prima pressione indica il posto, la seconda gioca.</translation>
    </message>
    <message>
        <source>Keep it in your loot.</source>
        <translation>Tienila nel tuo bottino.</translation>
    </message>
    <message>
        <source>Dump it in the box.</source>
        <translation>Scartala nella scatola.</translation>
    </message>
    <message>
        <source>Play the chosen card where it is marked to go.</source>
        <translation>Gioca la carta scelta nel posto indicato.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulla la tua scelta.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un turno, passo per passo</translation>
    </message>
    <message>
        <source>A back: its colour shows</source>
        <translation>Un dorso: mostra il colore</translation>
    </message>
    <message>
        <source>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</source>
        <translation>Scegli una carta dalla tua mano: cliccala, o sceglila con le frecce sinistra e destra. Gli altri ne vedono il dorso, quindi il colore non è un segreto; il valore sì.</translation>
    </message>
    <message>
        <source>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</source>
        <translation>Giocala: dalla a Billy (a sinistra), tienila nel tuo bottino (al centro) o scartala nella scatola (a destra). Clicca il posto, trascinaci la carta, o premi due volte B, L o D. Nel tuo bottino la prima carta di un colore sta coperta e ogni successiva scoperta.</translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Pesca la carta in cima al mazzo di pesca, così hai di nuovo %n carta. Poi tocca al giocatore successivo.</numerusform>
            <numerusform>Pesca la carta in cima al mazzo di pesca, così hai di nuovo %n carte. Poi tocca al giocatore successivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</source>
        <translation>La dinamite giocata subito dopo un %1 esplode alla fine: toglie sé stessa e quel %1, e conta solo il %2 giocato prima.</translation>
    </message>
    <message>
        <source>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</source>
        <translation>Billy ha %1 in %2, tu hai %3: più di Billy, quindi vieni abbattuto.</translation>
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
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Partita › Fine della partita mostra il conteggio.</translation>
    </message>
    <message>
        <source>%1: removed by dynamite</source>
        <translation>%1: tolta dalla dinamite</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Prima scegli una carta dalla tua mano.</translation>
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
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Il numero minimo di giocatori con cui si può giocare con queste regole.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
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
    <name>BillyTips</name>
    <message>
        <source>when the loot is counted, it removes itself and the card played right before it in its column.</source>
        <translation>quando si conta il bottino, toglie sé stessa e la carta giocata subito prima nella sua colonna.</translation>
    </message>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>vale %n punto. Se alla fine hai più di Billy in un colore, vieni abbattuto.</numerusform>
            <numerusform>vale %n punti. Se alla fine hai più di Billy in un colore, vieni abbattuto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card (%1): its back shows the colour, its value is hidden from you.</source>
        <translation>Carta coperta (%1): il dorso mostra il colore, il valore ti resta nascosto.</translation>
    </message>
    <message>
        <source>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</source>
        <translation>Bottino di Billy: le carte date a Billy, coperte, una colonna per colore. Alla fine, chi ha più di Billy in un colore viene abbattuto.</translation>
    </message>
    <message>
        <source>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</source>
        <translation>Il tuo bottino: le carte che tieni, una colonna per colore; la prima di ogni colore sta coperta. Vince il totale più alto tra chi non è stato abbattuto.</translation>
    </message>
    <message>
        <source>%1: the backs of their hand show its colours; below, their loot.</source>
        <translation>%1: il dorso delle carte in mano ne mostra i colori; sotto, il bottino.</translation>
    </message>
    <message>
        <source>The box: dumped cards, face down. They count for nobody.</source>
        <translation>La scatola: le carte scartate, coperte. Non contano per nessuno.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone plays one last turn.</source>
        <translation>
            <numerusform>Mazzo di pesca: %n carta. Dopo ogni turno si pesca quella in cima; quando è vuoto, ognuno gioca un ultimo turno.</numerusform>
            <numerusform>Mazzo di pesca: %n carte. Dopo ogni turno si pesca quella in cima; quando è vuoto, ognuno gioca un ultimo turno.</numerusform>
        </translation>
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
    <name>BoomoBreakdown</name>
    <message>
        <source>%1 went over %2 seconds</source>
        <translation>%1 ha superato i %2 secondi</translation>
    </message>
    <message>
        <source>%1 played their last card</source>
        <translation>%1 ha giocato l’ultima carta</translation>
    </message>
    <message>
        <source>%1&apos;s bomb card</source>
        <translation>Carta Bomba di %1</translation>
    </message>
    <message>
        <source>%1&apos;s play twice could not be answered</source>
        <translation>carta Giocata doppia di %1 rimasta senza risposta</translation>
    </message>
    <message>
        <source>nobody held a card</source>
        <translation>nessuno aveva più carte</translation>
    </message>
    <message>
        <source>1. The rounds</source>
        <translation>1. I giri</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Giro</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombe esplose</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Fuori gioco</translation>
    </message>
    <message>
        <source>2. Out of the game</source>
        <translation>2. Fuori gioco</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>Nessuno.</translation>
    </message>
    <message>
        <source>In this order: %1.</source>
        <translation>In quest’ordine: %1.</translation>
    </message>
    <message>
        <source>3. Bombs left</source>
        <translation>3. Bombe rimaste</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 su %3</translation>
    </message>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>carte in mano del valore di %n punto</numerusform>
            <numerusform>carte in mano del valore di %n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>4. The winner</source>
        <translation>4. Chi vince</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>La partita finisce appena qualcuno è fuori gioco: vince chi ha più bombe rimaste; in caso di parità, la mano più bassa (le carte numerate contano i loro secondi, ogni altra carta %n punto), poi vittoria condivisa.</numerusform>
            <numerusform>La partita finisce appena qualcuno è fuori gioco: vince chi ha più bombe rimaste; in caso di parità, la mano più bassa (le carte numerate contano i loro secondi, ogni altra carta %n punti), poi vittoria condivisa.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 vince!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 si dividono la vittoria.</translation>
    </message>
</context>
<context>
    <name>BoomoFigureTexts</name>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombe esplose</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Fuori gioco</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Giri</translation>
    </message>
    <message>
        <source>Players go out %1 points more often (±%2).</source>
        <translation>I giocatori escono %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Players go out %1 points less often (±%2).</source>
        <translation>I giocatori escono %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points more often (±%2).</source>
        <translation>Il posto %3 esce %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points less often (±%2).</source>
        <translation>Il posto %3 esce %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 more bombs a game (±%2).</source>
        <translation>I giocatori perdono %1 bombe in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 fewer bombs a game (±%2).</source>
        <translation>I giocatori perdono %1 bombe in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 more bombs a game (±%2).</source>
        <translation>Il posto %3 perde %1 bombe in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 fewer bombs a game (±%2).</source>
        <translation>Il posto %3 perde %1 bombe in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 more rounds (±%2).</source>
        <translation>Una partita dura %1 giri in più (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 fewer rounds (±%2).</source>
        <translation>Una partita dura %1 giri in meno (±%2).</translation>
    </message>
</context>
<context>
    <name>BoomoGuide</name>
    <message>
        <source>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</source>
        <translation>Ogni carta che giochi aggiunge secondi al totale sul quadrante, oppure fa qualcosa di speciale. Chi porta il totale oltre %1 perde una delle sue %2 bombe e il giro finisce. La tua mano è in basso; vince l’ultimo giocatore a cui resta una bomba.</translation>
    </message>
    <message>
        <source>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</source>
        <translation>Prendi la mano di %1: %2 carte. Meno carte è meglio, perché chi gioca per primo l’ultima carta chiude il giro e tutti gli altri perdono una bomba.</translation>
    </message>
    <message>
        <source>Discard a time stopper and your bombs are safe from this bomb card.</source>
        <translation>Scarta un Blocca e le tue bombe sono al sicuro da questa Bomba.</translation>
    </message>
    <message>
        <source>Keep your time stopper for later: this time one of your bombs explodes.</source>
        <translation>Tieni il Blocca per dopo: questa volta esplode una delle tue bombe.</translation>
    </message>
    <message>
        <source>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</source>
        <translation>%1 è la tua ultima carta. Giocandola chiudi il giro e tutti gli altri perdono una bomba.</translation>
    </message>
    <message>
        <source>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</source>
        <translation>%1 porta il totale da %2 a %3, senza superare %4. Tieni le carte speciali per quando il totale sarà alto.</translation>
    </message>
    <message>
        <source>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</source>
        <translation>%1 riporta il totale a %2: con di nuovo margine sotto %3, al prossimo turno sei al sicuro.</translation>
    </message>
    <message>
        <source>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</source>
        <translation>%1 porta il totale a %2: il giocatore successivo deve trovare una carta che non aggiunga secondi, o supererà %3.</translation>
    </message>
    <message>
        <source>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</source>
        <translation>Un Blocca non aggiunge nulla: il totale resta a %1. Salva anche una bomba quando qualcuno gioca una Bomba, quindi giocalo solo se non hai niente di più sicuro.</translation>
    </message>
    <message>
        <source>%1 turns the direction of play: the total of %2 goes to the player on your other side.</source>
        <translation>%1 inverte il senso di gioco: il totale di %2 passa al giocatore dall’altro lato.</translation>
    </message>
    <message>
        <source>%1 passes over the next player: the player after them has to play on the total of %2.</source>
        <translation>%1 fa saltare il turno al giocatore successivo: quello dopo deve giocare sul totale di %2.</translation>
    </message>
    <message>
        <source>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</source>
        <translation>%1: tutti gli altri pescano e tu resti con meno carte di loro. Chi gioca per primo l’ultima carta fa perdere una bomba a tutti gli altri.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s.</source>
        <translation>%1: scambi la tua mano con quella di un altro giocatore.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</source>
        <translation>%1: scambi la tua mano con quella di un altro giocatore. %2 ha solo %3 carte: prendendole ti avvicini a giocare per primo l’ultima carta.</translation>
    </message>
    <message>
        <source>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</source>
        <translation>%1: il giocatore successivo deve giocare due carte, prima una carta numerata. Con il totale a %2, può ben portarlo oltre %3.</translation>
    </message>
    <message>
        <source>%1: every other player must discard a time stopper, or one of their bombs explodes.</source>
        <translation>%1: tutti gli altri devono scartare un Blocca, altrimenti esplode una delle loro bombe.</translation>
    </message>
    <message>
        <source>%1 takes the total over %2: one of your bombs explodes.</source>
        <extracomment>Said when the card is chosen, before it is played.</extracomment>
        <translation>%1 porta il totale oltre %2: una delle tue bombe esplode.</translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
    <message>
        <source>%1 played %2: the total is %3 seconds.</source>
        <translation>%1 ha giocato la carta %2: il totale è %3 secondi.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 ha giocato la carta %2.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 ha pescato la carta %2.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 ha pescato una carta.</translation>
    </message>
    <message>
        <source>%1 received %2.</source>
        <translation>%1 ha ricevuto la carta %2.</translation>
    </message>
    <message>
        <source>%1 went over %2 seconds!</source>
        <translation>%1 ha superato i %2 secondi!</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Ora si gioca in senso orario.</translation>
    </message>
    <message>
        <source>Play now goes anticlockwise.</source>
        <translation>Ora si gioca in senso antiorario.</translation>
    </message>
    <message>
        <source>%1 is skipped.</source>
        <translation>%1 salta il turno.</translation>
    </message>
    <message>
        <source>%1 must play two cards, the first one that sets or adds seconds.</source>
        <translation>%1 deve giocare due carte, prima una carta numerata.</translation>
    </message>
    <message>
        <source>%1 has no such card to start with.</source>
        <translation>%1 non ha una carta numerata per iniziare.</translation>
    </message>
    <message>
        <source>%1 swapped hands with %2.</source>
        <translation>%1 ha barattato la mano con %2.</translation>
    </message>
    <message>
        <source>%1 discarded a time stopper.</source>
        <translation>%1 ha scartato una carta Blocca.</translation>
    </message>
    <message>
        <source>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</source>
        <translation>Boom! È esplosa una bomba di %1 (esplose: %2 su %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of the game; their %n card(s) go under the draw pile.</source>
        <translation>
            <numerusform>%1 è fuori gioco; %n carta della sua mano va sotto il mazzo di pesca.</numerusform>
            <numerusform>%1 è fuori gioco; le %n carte della sua mano vanno sotto il mazzo di pesca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>Il mazzo di scarto viene mischiato e forma un nuovo mazzo di pesca di %n carta.</numerusform>
            <numerusform>Il mazzo di scarto viene mischiato e forma un nuovo mazzo di pesca di %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over: %2 went over the limit.</source>
        <translation>Il giro %1 è finito: %2 ha superato il limite.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2 played their last card; everyone else loses a bomb.</source>
        <translation>Il giro %1 è finito: %2 ha giocato l’ultima carta; tutti gli altri perdono una bomba.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s bomb card went off.</source>
        <translation>Il giro %1 è finito: la carta Bomba di %2 è esplosa.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s play twice could not be answered.</source>
        <translation>Il giro %1 è finito: la carta Giocata doppia di %2 è rimasta senza risposta.</translation>
    </message>
    <message>
        <source>Round %1 is over: nobody holds a card.</source>
        <translation>Il giro %1 è finito: nessuno ha più carte.</translation>
    </message>
    <message>
        <source>Round %1: the hands are filled up and %2 starts.</source>
        <translation>Giro %1: le mani vengono completate e inizia %2.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n bomb(s) left.</source>
        <translation>
            <numerusform>%1 ha vinto con %n bomba rimasta.</numerusform>
            <numerusform>%1 ha vinto con %n bombe rimaste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n bomb(s) left each.</source>
        <translation>
            <numerusform>%1 si dividono la vittoria con %n bomba rimasta ciascuno.</numerusform>
            <numerusform>%1 si dividono la vittoria con %n bombe rimaste ciascuno.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoNames</name>
    <message>
        <source>Time stopper</source>
        <translation>Blocca</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Inverti</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salto</translation>
    </message>
    <message>
        <source>:60 Up to 60</source>
        <translation>:60 Fino a 60 secondi</translation>
    </message>
    <message>
        <source>:30 To 30</source>
        <translation>:30 Vai a 30 secondi</translation>
    </message>
    <message>
        <source>:0 Back to zero</source>
        <translation>:0 Ritorna a zero</translation>
    </message>
    <message>
        <source>Everyone draws 1</source>
        <translation>Pescate tutti 1 carta</translation>
    </message>
    <message>
        <source>Everyone draws 2</source>
        <translation>Pescate tutti 2 carte</translation>
    </message>
    <message>
        <source>Swap hands</source>
        <translation>Baratta la mano</translation>
    </message>
    <message>
        <source>Play twice</source>
        <translation>Giocata doppia</translation>
    </message>
    <message>
        <source>Bomb card</source>
        <translation>Bomba</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>Ticking time bomb</source>
        <translation>Bomba ticchettante</translation>
    </message>
</context>
<context>
    <name>BoomoRules</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n carta.</numerusform>
            <numerusform>%n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Le carte</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>In totale c’è %n carta da gioco; le bombe ticchettanti non fanno parte del mazzo.</numerusform>
            <numerusform>In totale sono %n carte da gioco; le bombe ticchettanti non fanno parte del mazzo.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Da %1 a %2 giocatori.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone puts %n ticking time bomb(s) face up in front of them.</source>
        <translation>
            <numerusform>Ognuno mette %n bomba ticchettante scoperta davanti a sé.</numerusform>
            <numerusform>Ognuno mette %n bombe ticchettanti scoperte davanti a sé.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the cards and deal %n to each player; the rest is the draw pile.</source>
        <translation>
            <numerusform>Mescola le carte e dai %n carta a ogni giocatore; il resto forma il mazzo di pesca.</numerusform>
            <numerusform>Mescola le carte e dai %n carte a ogni giocatore; il resto forma il mazzo di pesca.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</source>
        <translation>Inizia il giocatore alla sinistra del mazziere; si gioca in senso orario. Il totale parte da 0 secondi.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Giocatori e preparazione</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Il tuo turno</translation>
    </message>
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Gioca esattamente una carta dalla tua mano sul mazzo di scarto; dopo non peschi. Tieni il totale a %n secondo o meno.</numerusform>
            <numerusform>Gioca esattamente una carta dalla tua mano sul mazzo di scarto; dopo non peschi. Tieni il totale a %n secondi o meno.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds (5, 10…):</source>
        <translation>Secondi (5, 10…):</translation>
    </message>
    <message>
        <source>add their seconds to the total.</source>
        <translation>aggiungono i loro secondi al totale.</translation>
    </message>
    <message>
        <source>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</source>
        <translation>portano il totale a 0, 30 o 60 secondi. A 60 la carta :60 non cambia nulla, ma è una giocata sicura.</translation>
    </message>
    <message>
        <source>leaves the total as it is. Keep it for a bomb card!</source>
        <translation>lascia il totale com’è. Tienila per una carta Bomba!</translation>
    </message>
    <message>
        <source>play changes direction (with two players left it does nothing).</source>
        <translation>la direzione di gioco si inverte (se restano due giocatori, non ha effetto).</translation>
    </message>
    <message>
        <source>the next player is passed over (with two players left, you play again).</source>
        <translation>il giocatore successivo viene saltato (se restano due giocatori, giochi di nuovo).</translation>
    </message>
    <message>
        <source>everyone else, clockwise, draws 1 or 2 cards.</source>
        <translation>tutti gli altri, in senso orario, pescano 1 o 2 carte.</translation>
    </message>
    <message>
        <source>swap your hand with a player of your choice (as your last card it swaps nothing).</source>
        <translation>baratta la tua mano con un giocatore a scelta (se è la tua ultima carta, non baratta nulla).</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</source>
        <translation>il giocatore successivo deve giocare due carte, la prima una carta numerata (secondi, :0, :30 o :60). Se non ne ha, perde una bomba e il giro finisce.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</source>
        <translation>tutti gli altri, in senso orario, devono scartare una carta Blocca; chi non ce l’ha perde una bomba. Se ce l’avevano tutti, sei tu a perdere una bomba. Il totale torna a 0.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</source>
        <translation>tutti gli altri, in senso orario, scelgono: scartare una carta Blocca o lasciar esplodere una bomba (chi non ha una carta Blocca perde una bomba). Se l’hanno scartata tutti, sei tu a perdere una bomba. Il totale torna a 0.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>La fine di un giro</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb and the round ends.</source>
        <translation>Una carta porta il totale oltre il limite: chi l’ha giocata perde una bomba e il giro finisce.</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Una carta porta il totale oltre il limite: chi l’ha giocata perde una bomba, il totale torna a 0 e si continua a giocare.</translation>
    </message>
    <message>
        <source>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</source>
        <translation>Un giocatore gioca l’ultima carta: tutti gli altri perdono una bomba e il giro finisce (a meno che quella carta abbia superato il limite: allora ne perde una solo quel giocatore).</translation>
    </message>
    <message>
        <source>A bomb card has been answered: the round ends.</source>
        <translation>Tutti hanno risposto a una carta Bomba: il giro finisce.</translation>
    </message>
    <message>
        <source>A player cannot start a play twice: the round ends.</source>
        <translation>Un giocatore non ha una carta numerata per rispondere a una carta Giocata doppia: il giro finisce.</translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Poi il totale torna a 0 e chi è ancora in gioco completa la mano fino a %n carta, in senso orario a partire dal primo giocatore del giro successivo.</numerusform>
            <numerusform>Poi il totale torna a 0 e chi è ancora in gioco completa la mano fino a %n carte, in senso orario a partire dal primo giocatore del giro successivo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round starts with the player after the one whose card ended the round.</source>
        <translation>Il giro successivo inizia dal giocatore dopo quello la cui carta ha chiuso il giro.</translation>
    </message>
    <message>
        <source>The deal moves one seat clockwise each round; the player left of the dealer starts.</source>
        <translation>Il mazziere cambia a ogni giro, di un posto in senso orario; inizia il giocatore alla sua sinistra.</translation>
    </message>
    <message>
        <source>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Chi perde l’ultima bomba è subito fuori gioco; la sua mano va sotto il mazzo di pesca. Quando il mazzo di pesca finisce, il mazzo di scarto viene mischiato per formarne uno nuovo.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Chi vince</translation>
    </message>
    <message>
        <source>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</source>
        <translation>Vince l’ultimo giocatore con una bomba non ancora esplosa. Se una sola carta fa esplodere in un colpo le ultime bombe di tutti gli altri, vince chi l’ha giocata.</translation>
    </message>
    <message>
        <source>The winner (short variant)</source>
        <translation>Chi vince (variante breve)</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>La partita finisce appena qualcuno ha perso tutte le bombe. Vince chi ha più bombe rimaste; in caso di parità, la mano più bassa, dove le carte dei secondi contano i loro secondi (:0, :30 e :60 contano 0, 30 e 60) e ogni altra carta %n punto; se c’è ancora parità, la vittoria è condivisa.</numerusform>
            <numerusform>La partita finisce appena qualcuno ha perso tutte le bombe. Vince chi ha più bombe rimaste; in caso di parità, la mano più bassa, dove le carte dei secondi contano i loro secondi (:0, :30 e :60 contano 0, 30 e 60) e ogni altra carta %n punti; se c’è ancora parità, la vittoria è condivisa.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Ognuno ha %n bomba ticchettante. Gioca le carte senza far superare il limite al totale, liberati della tua mano e sii l’ultimo a cui non sono esplose tutte le bombe.</numerusform>
            <numerusform>Ognuno ha %n bombe ticchettanti. Gioca le carte senza far superare il limite al totale, liberati della tua mano e sii l’ultimo a cui non sono esplose tutte le bombe.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The name of a card (or cards) opening a line of the rules, followed by what it does.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Clicca una carta della tua mano</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it.</source>
        <translation>La scegli; cliccala di nuovo per giocarla.</translation>
    </message>
    <message>
        <source>Drag the chosen card onto the discard pile, or click the pile</source>
        <translation>Trascina la carta scelta sul mazzo di scarto, o clicca il mazzo</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>La giochi.</translation>
    </message>
    <message>
        <source>Click a player</source>
        <translation>Clicca un giocatore</translation>
    </message>
    <message>
        <source>After %1: swap hands with that player.</source>
        <translation>Dopo %1: scambia la mano con quel giocatore.</translation>
    </message>
    <message>
        <source>Click an answer</source>
        <translation>Clicca una risposta</translation>
    </message>
    <message>
        <source>After %1: discard a time stopper, or let one of your bombs explode.</source>
        <translation>Dopo %1: scarta un Blocca, o lascia esplodere una delle tue bombe.</translation>
    </message>
    <message>
        <source>Choose a card in your hand; when swapping hands, a player.</source>
        <translation>Scegli una carta della tua mano; quando si baratta la mano, un giocatore.</translation>
    </message>
    <message>
        <source>Choose your answer to a bomb card.</source>
        <translation>Scegli la tua risposta a una carta Bomba.</translation>
    </message>
    <message>
        <source>Play the chosen card, or confirm the chosen player or answer.</source>
        <translation>Gioca la carta scelta, o conferma il giocatore o la risposta scelti.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulla la tua scelta.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un turno, passo per passo</translation>
    </message>
    <message>
        <source>An exploded bomb</source>
        <translation>Una bomba esplosa</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>Tocca a te: il totale è a %n secondo. Scegli una carta dalla tua mano: cliccala, o sceglila con le frecce sinistra e destra.</numerusform>
            <numerusform>Tocca a te: il totale è a %n secondi. Scegli una carta dalla tua mano: cliccala, o sceglila con le frecce sinistra e destra.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</source>
        <translation>Giocala sul mazzo di scarto: cliccala di nuovo, trascinala sul mazzo o premi Invio. I suoi secondi portano il totale a %1; non peschi, e tocca al giocatore successivo.</translation>
    </message>
    <message>
        <source>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</source>
        <translation>Più tardi il totale è a %1 secondi: altri %2 lo porterebbero oltre %3, e una delle tue bombe esploderebbe. Gioca una carta che tenga il totale a %3 o meno.</translation>
    </message>
</context>
<context>
    <name>BoomoScene</name>
    <message numerus="yes">
        <source>of %n second(s)</source>
        <extracomment>Under the running total on the dial: the limit, e.g. &quot;of 60 seconds&quot;.</extracomment>
        <translation>
            <numerusform>su %n secondo</numerusform>
            <numerusform>su %n secondi</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori gioco</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Mazzo di pesca: %n carta</numerusform>
            <numerusform>Mazzo di pesca: %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Mazzo di scarto: %n carta</numerusform>
            <numerusform>Mazzo di scarto: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ senso orario</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ senso antiorario</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Giro %1</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — tocca a te</translation>
    </message>
    <message>
        <source>Discard a time stopper</source>
        <translation>Scarta una carta Blocca</translation>
    </message>
    <message>
        <source>Let a bomb explode</source>
        <translation>Lascia esplodere una bomba</translation>
    </message>
    <message>
        <source>%1, in %2&apos;s hand</source>
        <translation>%1, nella mano di %2</translation>
    </message>
</context>
<context>
    <name>BoomoTable</name>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Quella carta non è nella tua mano.</translation>
    </message>
    <message>
        <source>Play twice starts with a card that sets or adds seconds.</source>
        <translation>Dopo una carta Giocata doppia, inizia con una carta numerata.</translation>
    </message>
    <message>
        <source>Choose another player who is still in the game.</source>
        <translation>Scegli un altro giocatore ancora in gioco.</translation>
    </message>
    <message>
        <source>First choose whom to swap hands with.</source>
        <translation>Prima scegli con chi barattare la mano.</translation>
    </message>
    <message>
        <source>First answer the bomb card.</source>
        <translation>Prima rispondi alla carta Bomba.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Gioca una carta.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Prima scegli una carta dalla tua mano.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Il giro %1 è finito.</translation>
    </message>
    <message>
        <source>Boom for %1.</source>
        <translation>Boom per %1.</translation>
    </message>
    <message>
        <source>Click the player to swap hands with.</source>
        <translation>Fai clic sul giocatore con cui barattare la mano.</translation>
    </message>
    <message>
        <source>Choose a player with Left and Right, then Enter.</source>
        <translation>Scegli un giocatore con le frecce sinistra e destra, poi Invio.</translation>
    </message>
    <message>
        <source>Choose an answer with Up and Down, then Enter.</source>
        <translation>Scegli una risposta con le frecce su e giù, poi Invio.</translation>
    </message>
</context>
<context>
    <name>BoomoTexts</name>
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
        <source>Readings of the rules</source>
        <translation>Lettura delle regole</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Il numero minimo di giocatori con cui si gioca con queste regole.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Il numero massimo di giocatori con cui si gioca con queste regole.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt, and fills their hand up to after each round.</source>
        <translation>Quante carte riceve ciascuno, e rimette in mano dopo ogni giro.</translation>
    </message>
    <message>
        <source>Limit in seconds</source>
        <translation>Limite in secondi</translation>
    </message>
    <message>
        <source>The total must not go over this: whoever takes it over loses a bomb.</source>
        <translation>Il totale non deve superarlo: chi lo supera perde una bomba.</translation>
    </message>
    <message>
        <source>Ticking time bombs</source>
        <translation>Bombe ticchettanti</translation>
    </message>
    <message>
        <source>How many bombs each player has; whoever loses them all is out.</source>
        <translation>Quante bombe ha ogni giocatore; chi le perde tutte è fuori gioco.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Mazzo</translation>
    </message>
    <message>
        <source>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</source>
        <translation>Quante carte di ogni tipo: i secondi che si sommano, :0, :30 e :60 che fissano il totale, e le carte comandi. Si cambiano nella scheda Mazzo.</translation>
    </message>
    <message>
        <source>Over the limit ends the round</source>
        <translation>Superare il limite chiude il giro</translation>
    </message>
    <message>
        <source>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Attivo: chi porta il totale oltre il limite chiude il giro. Spento: quel giocatore perde una bomba, il totale torna a 0 e si continua.</translation>
    </message>
    <message>
        <source>A bomb card ends the round</source>
        <translation>Una carta Bomba chiude il giro</translation>
    </message>
    <message>
        <source>On: once a bomb card has been answered, the round ends. Off: play goes on.</source>
        <translation>Attivo: risposto alla carta Bomba, il giro finisce. Spento: si continua.</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Chi inizia un giro</translation>
    </message>
    <message>
        <source>Answering a bomb card</source>
        <translation>Rispondere a una carta Bomba</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fine della partita</translation>
    </message>
    <message>
        <source>Points of other cards</source>
        <translation>Punti delle altre carte</translation>
    </message>
    <message>
        <source>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</source>
        <translation>Variante breve, a parità di bombe: quanto vale in mano una carta diversa dai secondi o da :0, :30, :60.</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Tipo di carta</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Aggiungi una riga…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Rimuovi la riga</translation>
    </message>
    <message>
        <source>Add a kind of card…</source>
        <translation>Aggiungi un tipo di carta…</translation>
    </message>
    <message>
        <source>Remove the kind of card</source>
        <translation>Rimuovi il tipo di carta</translation>
    </message>
    <message>
        <source>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</source>
        <translation>Dopo chi ha chiuso: inizia il giocatore dopo quello la cui carta ha chiuso l’ultimo giro. A sinistra del mazziere: il mazziere si sposta di un posto a ogni giro e inizia chi gli sta a sinistra.</translation>
    </message>
    <message>
        <source>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</source>
        <translation>Obbligatorio: chi ha una carta Blocca deve scartarne una. A scelta: può tenerla e lasciar esplodere una bomba invece.</translation>
    </message>
    <message>
        <source>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</source>
        <translation>Ultima bomba: vince l’ultimo giocatore con una bomba. Primo fuori: la variante breve, che finisce appena qualcuno è fuori gioco.</translation>
    </message>
    <message>
        <source>After the ender</source>
        <translation>Dopo chi ha chiuso</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>A sinistra del mazziere</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Obbligatorio</translation>
    </message>
    <message>
        <source>Their choice</source>
        <translation>A scelta</translation>
    </message>
    <message>
        <source>Last bomb standing</source>
        <translation>Ultima bomba</translation>
    </message>
    <message>
        <source>First one out</source>
        <translation>Primo fuori</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</source>
        <translation>Non ci sono abbastanza carte da distribuire: %1 giocatori × %2 carte in mano = %3, ma il mazzo ne ha %4.</translation>
    </message>
    <message>
        <source>%1-second cards</source>
        <extracomment>Boomo&apos;s cards that add %1 seconds, as their count is said: &quot;15-second cards: 0 → 10&quot;.</extracomment>
        <translation>Carte da %1 secondi</translation>
    </message>
</context>
<context>
    <name>BoomoTips</name>
    <message numerus="yes">
        <source>adds %n second(s) to the total.</source>
        <translation>
            <numerusform>aggiunge %n secondo al totale.</numerusform>
            <numerusform>aggiunge %n secondi al totale.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets the total to %n second(s).</source>
        <translation>
            <numerusform>porta il totale a %n secondo.</numerusform>
            <numerusform>porta il totale a %n secondi.</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves the total as it is; it also answers a bomb card.</source>
        <translation>lascia il totale com’è; risponde anche a una carta Bomba.</translation>
    </message>
    <message>
        <source>play changes direction.</source>
        <translation>il senso di gioco si inverte.</translation>
    </message>
    <message>
        <source>the next player misses a turn.</source>
        <translation>il giocatore successivo salta il turno.</translation>
    </message>
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>tutti gli altri pescano %n carta.</numerusform>
            <numerusform>tutti gli altri pescano %n carte.</numerusform>
        </translation>
    </message>
    <message>
        <source>you swap hands with a player of your choice.</source>
        <translation>scambi la tua mano con un giocatore a tua scelta.</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds.</source>
        <translation>il giocatore successivo deve giocare due carte, la prima che fissa o aggiunge secondi.</translation>
    </message>
    <message>
        <source>everyone else must discard a time stopper or lose a bomb.</source>
        <translation>tutti gli altri devono scartare un Blocca o perdere una bomba.</translation>
    </message>
    <message>
        <source>everyone else discards a time stopper or lets a bomb explode.</source>
        <translation>tutti gli altri scartano un Blocca o lasciano esplodere una bomba.</translation>
    </message>
    <message>
        <source>A card in %1&apos;s hand: only %1 sees its face.</source>
        <translation>Una carta nella mano di %1: solo %1 ne vede la faccia.</translation>
    </message>
    <message>
        <source>An exploded bomb: one of this player&apos;s bombs is gone.</source>
        <translation>Una bomba esplosa: questo giocatore ha perso una delle sue bombe.</translation>
    </message>
    <message>
        <source>when a player&apos;s last one explodes, that player is out of the game.</source>
        <translation>quando esplode l’ultima di un giocatore, quel giocatore è fuori gioco.</translation>
    </message>
    <message>
        <source>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</source>
        <translation>Il totale: %1 di %2 secondi. Una carta che lo porta oltre %2 costa una bomba a chi la gioca.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Mazzo di pesca: %n carta. Alla fine di un giro, le mani si completano da qui.</numerusform>
            <numerusform>Mazzo di pesca: %n carte. Alla fine di un giro, le mani si completano da qui.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: play your card here. Its top card shows the last one played.</source>
        <translation>Mazzo di scarto: gioca qui la tua carta. In cima c’è l’ultima giocata.</translation>
    </message>
</context>
<context>
    <name>BoomoUi</name>
    <message>
        <source>A card game published by %1 (%2).</source>
        <extracomment>The rulebook names no designer: only the publisher and the year.</extracomment>
        <translation>Un gioco di carte pubblicato da %1 (%2).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bombe</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori gioco</translation>
    </message>
    <message>
        <source>%1, play twice: first a card that sets or adds seconds.</source>
        <translation>%1, giocata doppia: prima una carta numerata.</translation>
    </message>
    <message>
        <source>%1, now your second card: any card.</source>
        <translation>%1, ora la tua seconda carta: una qualsiasi.</translation>
    </message>
    <message>
        <source>%1, choose whom to swap hands with.</source>
        <translation>%1, scegli con chi barattare la mano.</translation>
    </message>
    <message>
        <source>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</source>
        <translation>%1, una carta Bomba! Scarti una carta Blocca o lasci esplodere una delle tue bombe?</translation>
    </message>
    <message>
        <source>Your turn, %1: play a card.</source>
        <translation>Tocca a te, %1: gioca una carta.</translation>
    </message>
</context>
<context>
    <name>CardImpactModel</name>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Held</source>
        <extracomment>Column: how many seat-games had the card in the starting hand.</extracomment>
        <translation>In mano</translation>
    </message>
    <message>
        <source>Win rate when held</source>
        <translation>Vittorie con</translation>
    </message>
    <message>
        <source>when not held</source>
        <translation>senza</translation>
    </message>
    <message>
        <source>Difference (points)</source>
        <translation>Differenza (punti)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column: how many seat-games played a card of the kind.</extracomment>
        <translation>Giocata</translation>
    </message>
    <message>
        <source>Win rate when played</source>
        <translation>Vittorie se giocata</translation>
    </message>
    <message>
        <source>when not played</source>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>Seat-games (one player in one game) in which the card was in the starting hand</source>
        <translation>Posti-partita (un giocatore in una partita) in cui la carta era nella mano iniziale</translation>
    </message>
    <message>
        <source>Seat-games in which the player played a card of this kind</source>
        <translation>Posti-partita in cui il giocatore ha giocato una carta di questo tipo</translation>
    </message>
    <message>
        <source>Stands out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Si distingue dopo la correzione di Holm per tutti i test della tabella, entrambe le colonne insieme.</translation>
    </message>
    <message>
        <source>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Può essere il caso: non si distingue dopo la correzione di Holm per tutti i test della tabella, entrambe le colonne insieme.</translation>
    </message>
    <message>
        <source>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</source>
        <translation>Percentuale di vittorie con la carta meno senza, in punti percentuali, ± la semiampiezza dell’intervallo al 95%: ciò che si accompagna alla vittoria, non ciò che fa la carta. In grassetto dove l’intervallo esclude lo zero dopo la correzione per tutti i test della tabella</translation>
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
    <message>
        <source>Ready in a moment…</source>
        <translation>Pronto tra un attimo…</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <comment>the name begins with a vowel</comment>
        <translation>Passa lo schermo ad %1</translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
    <message>
        <source>No chances while the rules have problems: they are worked out from rules the game can play.</source>
        <translation>Nessuna probabilità finché le regole hanno problemi: sono calcolate da regole che il gioco può giocare.</translation>
    </message>
    <message>
        <source>No chances: this game cannot be played here, so nothing says what is dealt.</source>
        <translation>Nessuna probabilità: questo gioco non si può giocare qui, quindi nulla dice che cosa viene distribuito.</translation>
    </message>
    <message>
        <source>No chances: at the start the players are dealt no hand from these cards.</source>
        <translation>Nessuna probabilità: all’inizio ai giocatori non viene distribuita una mano di queste carte.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>Qualsiasi carta</translation>
    </message>
    <message>
        <source>%1, all together</source>
        <extracomment>A column or a row of the deck as one kind: &quot;7, all together&quot; (in any colour), &quot;Gold, all together&quot;.</extracomment>
        <translation>%1, tutte insieme</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.</source>
        <extracomment>%1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.</extracomment>
        <translation>
            <numerusform>%1: %n carta nel mazzo. Una mano ne contiene almeno una nel %2 delle distribuzioni, e %3 in media.</numerusform>
            <numerusform>%1: %n carte nel mazzo. Una mano ne contiene almeno una nel %2 delle distribuzioni, e %3 in media.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesPanel</name>
    <message>
        <source>Chances in a dealt hand</source>
        <translation>Probabilità in una mano distribuita</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>The number of players the chances are worked out for</source>
        <translation>Il numero di giocatori per cui si calcolano le probabilità</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>Chance of being dealt at least one</source>
        <translation>Probabilità di riceverne almeno una</translation>
    </message>
    <message>
        <source>Number in a hand on average</source>
        <translation>Numero medio in una mano</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Ogni giocatore riceve %n carta da questo mazzo mescolato; le cifre sono calcolate dai numeri di carte, su tutti i modi in cui si può distribuire.</numerusform>
            <numerusform>Ogni giocatore riceve %n carte da questo mazzo mescolato; le cifre sono calcolate dai numeri di carte, su tutti i modi in cui si può distribuire.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand&apos;s value on average: %1 (the numbers on its cards added up).</source>
        <translation>Valore medio di una mano: %1 (la somma dei numeri sulle sue carte).</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>«%1» non è una carta di questo mazzo; previsto: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>«%1» non è un nome valido (%2): usa lettere minuscole, cifre, - e _.</translation>
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
        <source>expected a header row with at least two columns.</source>
        <translation>prevista una riga di intestazione con almeno due colonne.</translation>
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
        <source>%1: the cell is missing; write 0 for no cards.</source>
        <translation>%1: manca la cella; scrivi 0 per nessuna carta.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Riga %1, colonna %2: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the cell is empty; write 0 for no cards.</source>
        <translation>%1: la cella è vuota; scrivi 0 per nessuna carta.</translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message>
        <source>%1 removed</source>
        <translation>%1 in meno</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 in più (%n carta)</numerusform>
            <numerusform>%1 in più (%n carte)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 in più</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One suit&apos;s cards removed or added: &quot;Diamonds: 9 and 10 removed&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 → %n card(s))</source>
        <extracomment>The changes, then the deck&apos;s size before and after: &quot;… (60 → 59 cards)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2 → %n carta)</numerusform>
            <numerusform>%1 (%2 → %n carte)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <extracomment>A kind of card&apos;s count changed: &quot;15-second cards: 0 → 10&quot;, &quot;Gold dynamite: 1 → 2&quot;.</extracomment>
        <translation>%1: %2 → %3</translation>
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
        <source>Change %1</source>
        <translation>Modifica %1</translation>
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
    <message numerus="yes">
        <source>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).</source>
        <translation>
            <numerusform>«%1» è stato rifiutato: serve un numero di carte da 0 a %2. La cella resta a %n carta.</numerusform>
            <numerusform>«%1» è stato rifiutato: serve un numero di carte da 0 a %2. La cella resta a %n carte.</numerusform>
        </translation>
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
    <message>
        <source>Against the base: %1</source>
        <translation>Rispetto alla base: %1</translation>
    </message>
    <message>
        <source>%1 leaves out cards the deck has: %2.</source>
        <translation>%1 tralascia carte che il mazzo contiene: %2.</translation>
    </message>
    <message>
        <source>Remove them from the deck? With No, the deck stays as it is.</source>
        <translation>Toglierle dal mazzo? Con No, il mazzo resta com’è.</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Toglierle</translation>
    </message>
    <message>
        <source>Keep the deck</source>
        <translation>Tenere il mazzo</translation>
    </message>
</context>
<context>
    <name>DeckPrinter</name>
    <message numerus="yes">
        <source>A print-and-play deck of %n card(s),</source>
        <translation>
            <numerusform>Un mazzo da stampare da sé di %n carta,</numerusform>
            <numerusform>Un mazzo da stampare da sé di %n carte,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of fronts.</source>
        <translation>
            <numerusform>%n foglio di fronti.</numerusform>
            <numerusform>%n fogli di fronti.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</source>
        <translation>Stampa a grandezza reale (100%, senza adattare alla pagina); ogni carta misura %1 × %2 mm. Taglia lungo i segni di taglio.</translation>
    </message>
    <message>
        <source>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</source>
        <translation>I dorsi sono una pagina sì e una no: stampa fronte-retro, capovolgendo sul lato lungo, e ogni dorso cade dietro il proprio fronte.</translation>
    </message>
    <message>
        <source>What differs from the base</source>
        <translation>Che cosa cambia rispetto alla base</translation>
    </message>
    <message>
        <source>Nothing: these are the rules as published.</source>
        <translation>Niente: queste sono le regole come pubblicate.</translation>
    </message>
    <message>
        <source>Nothing: this deck and these numbers are those of %1.</source>
        <translation>Niente: queste carte e questi numeri sono quelli di %1.</translation>
    </message>
    <message>
        <source>Against %1:</source>
        <translation>Rispetto a %1:</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Le carte</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
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
    <name>EarlierRules</name>
    <message>
        <source>This game is played under an earlier version of “%1”: the rules it started with, which it keeps to the end.</source>
        <translation>Questa partita si gioca con una versione precedente di “%1”: le regole con cui è cominciata, che mantiene fino alla fine.</translation>
    </message>
    <message>
        <source>The file has changed since:</source>
        <translation>Da allora il file è cambiato:</translation>
    </message>
    <message>
        <source>Earlier rules</source>
        <translation>Regole precedenti</translation>
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
    <message>
        <source>Playtest</source>
        <translation>Prova</translation>
    </message>
    <message>
        <source>Print &amp;deck…</source>
        <translation>Stampa le &amp;carte…</translation>
    </message>
    <message>
        <source>Notebook</source>
        <extracomment>The editor&apos;s tab listing every simulation run kept (the lab&apos;s notebook).</extracomment>
        <translation>Quaderno</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules non conosce il gioco %1.</translation>
    </message>
    <message>
        <source>The house rule as it will be saved</source>
        <translation>La regola della casa come verrà salvata</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Altri strumenti</translation>
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
        <source>Rules: %1 · Deal&#xa0;no.&#xa0;%2</source>
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
    <message>
        <source>%1 is playing.</source>
        <comment>the name begins with a vowel</comment>
        <translation>Tocca ad %1.</translation>
    </message>
    <message>
        <source>Your turn in a moment, %1: let go of the keys.</source>
        <translation>Tra un attimo tocca a te, %1: rilascia i tasti.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Look at your cards, %1: the computer players start in a moment.</source>
        <translation>Guarda le tue carte, %1: i giocatori computer iniziano tra un momento.</translation>
    </message>
    <message>
        <source>Copy the deal number</source>
        <translation>Copia il numero di smazzata</translation>
    </message>
    <message>
        <source>Deal no. %1: in a new game, the same number deals the same cards again.</source>
        <translation>Smazzata n. %1: in una nuova partita, lo stesso numero ridà la stessa smazzata.</translation>
    </message>
    <message>
        <source>Keys and clicks before your turn are ignored.</source>
        <translation>Tasti e clic prima del tuo turno vengono ignorati.</translation>
    </message>
    <message>
        <source>The next computer player plays now (Space).</source>
        <translation>Il prossimo giocatore computer gioca ora (barra spaziatrice).</translation>
    </message>
    <message>
        <source>The computer players start now (Space).</source>
        <translation>I giocatori computer cominciano ora (barra spaziatrice).</translation>
    </message>
    <message>
        <source>%1 plays next: press Space or Go on.</source>
        <translation>Ora tocca a %1: premi la barra spaziatrice o Avanti.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your turn. The guide is looking at your position…</source>
        <translation>Tocca a te. La guida sta guardando la tua posizione…</translation>
    </message>
    <message>
        <source>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</source>
        <translation>Questo è il tuo primo giro di %1. La guida segna cosa fare e spiega perché; cosa giocare lo decidi sempre tu.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <comment>the name begins with a vowel</comment>
        <translation>Tocca ad %1. Guarda il tavolo: il registro della partita a destra descrive ogni mossa.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <translation>Tocca a %1. Guarda il tavolo: il registro della partita a destra descrive ogni mossa.</translation>
    </message>
    <message>
        <source>The marked choice did best in the computer&apos;s trial games from your position.</source>
        <translation>La scelta evidenziata è andata meglio nelle partite di prova che il computer ha giocato dalla tua posizione.</translation>
    </message>
    <message>
        <source>Press Enter to play the marked choice, or click it; or play something else, if you like.</source>
        <translation>Premi Invio o fai clic per giocare la scelta evidenziata; oppure gioca qualcos’altro, se preferisci.</translation>
    </message>
    <message>
        <source>Guided first round: %1</source>
        <translation>Primo giro guidato: %1</translation>
    </message>
    <message>
        <source>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</source>
        <translation>Questo era il tuo primo giro. Ora conosci il tavolo: gioca fino alla fine o inizia una partita tutta tua. In Aiuto › Regole (F1) trovi tutte le regole, e Partita › Suggerimento (Ctrl+H) c’è sempre.</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Chiudi la guida</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Lascia la guida</translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
    <message>
        <source>1. The villains by colour</source>
        <translation>1. I furfanti per colore</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Conta doppio</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>A colour&apos;s villains in the breakdown: their values, then their sum, e.g. &quot;9 + 5 = 14&quot;.</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: +%2</source>
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</source>
        <translation>I furfanti di un giocatore valgono il loro valore; il colore di cui ne ha di più conta doppio (a parità, quello che vale di più).</translation>
    </message>
    <message>
        <source>2. Black Jack</source>
        <translation>2. Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%1 hired him %n time(s).</source>
        <translation>
            <numerusform>%1 lo ha ingaggiato %n volta.</numerusform>
            <numerusform>%1 lo ha ingaggiato %n volte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) were left in the harbour.</source>
        <translation>
            <numerusform>Nel porto è rimasto %n furfante.</numerusform>
            <numerusform>Nel porto sono rimasti %n furfanti.</numerusform>
        </translation>
    </message>
    <message>
        <source>3. The winner</source>
        <translation>3. Il vincitore</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Il vincitore</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 vince con %n punto!</numerusform>
            <numerusform>%1 vince con %n punti!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto ciascuno.</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti ciascuno.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsFigureTexts</name>
    <message>
        <source>Villains at the end</source>
        <translation>Furfanti alla fine</translation>
    </message>
    <message>
        <source>Black Jack hired</source>
        <translation>Black Jack ingaggiato</translation>
    </message>
    <message>
        <source>Players end with %1 more villains (±%2).</source>
        <translation>I giocatori finiscono con %1 furfanti in più (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer villains (±%2).</source>
        <translation>I giocatori finiscono con %1 furfanti in meno (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more villains (±%2).</source>
        <translation>Il posto %3 finisce con %1 furfanti in più (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer villains (±%2).</source>
        <translation>Il posto %3 finisce con %1 furfanti in meno (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 more times a game (±%2).</source>
        <translation>I giocatori ingaggiano Black Jack %1 volte in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 fewer times a game (±%2).</source>
        <translation>I giocatori ingaggiano Black Jack %1 volte in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 more times a game (±%2).</source>
        <translation>Il posto %3 ingaggia Black Jack %1 volte in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 fewer times a game (±%2).</source>
        <translation>Il posto %3 ingaggia Black Jack %1 volte in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A villain card in the playtest lab: its colour and value, e.g. &quot;Red 9&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>HsGuide</name>
    <message>
        <source>field %1, whose den shows %2</source>
        <translation>la casella %1, la cui spelonca mostra %2</translation>
    </message>
    <message>
        <source>field %1, whose den shows no villain now</source>
        <translation>la casella %1, la cui spelonca ora non mostra furfanti</translation>
    </message>
    <message>
        <source>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</source>
        <translation>A ogni turno ogni capitano sceglie in segreto una carta movimento, poi naviga in senso orario lungo le %1 caselle e prende il furfante scoperto alla spelonca dove si ferma. Dopo %2 turni vince il punteggio più alto: i furfanti valgono il loro valore, e il colore di cui hai più carte conta doppio.</translation>
    </message>
    <message>
        <source>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</source>
        <translation>Black Jack deruba i capitani che supera: ingaggialo all’asta con uno dei tuoi furfanti.</translation>
    </message>
    <message>
        <source>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</source>
        <translation>Casella %1: le spelonche sono ancora coperte, ognuna è una sorpresa. Chi arriva su un capitano può derubarlo.</translation>
    </message>
    <message>
        <source>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</source>
        <translation>Casella %1: Black Jack deruba ogni capitano che raggiunge o supera, quindi mettilo dove i tuoi avversari sono davanti a lui.</translation>
    </message>
    <message>
        <source>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</source>
        <translation>Passa e tieni tutti i tuoi furfanti: l’offerta migliore va nel porto, e Black Jack deruba per chi l’ha fatta.</translation>
    </message>
    <message>
        <source>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</source>
        <translation>Offri %1: se nessuno offre di più, va nel porto e in questo turno Black Jack deruba per te i capitani che supera.</translation>
    </message>
    <message>
        <source>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</source>
        <translation>Il rum ti fa dire il tuo numero dopo la rivelazione, qualsiasi numero che nessun altro ha giocato: scegli la spelonca vedendo le carte degli altri. Due rum si annullano.</translation>
    </message>
    <message>
        <source>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</source>
        <translation>Il rum: dici il numero di Black Jack quando si muove, vedendo dove sono i capitani.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</source>
        <translation>Black Jack avanza di %1 caselle e deruba ogni capitano che raggiunge o supera; da chi ha tanti furfanti quanti te o più, ne prendi uno.</translation>
    </message>
    <message>
        <source>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</source>
        <translation>La carta %1 porta il tuo capitano sul%2, a meno che un altro capitano giochi lo stesso numero: le carte uguali si annullano, e quei capitani restano fermi.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</source>
        <translation>Black Jack avanza di %1 caselle e deruba lungo la strada i capitani che raggiunge o supera.</translation>
    </message>
    <message>
        <source>%1 fields take your captain to %2: no other card of this round shows that number.</source>
        <translation>%1 caselle portano il tuo capitano sul%2: nessun’altra carta di questo turno mostra quel numero.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>Nel porto c’è %n furfante: prendilo.</numerusform>
            <numerusform>Nel porto ci sono %n furfanti: prendi quello che ti rende di più.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</source>
        <translation>Deruba %1: prendi uno dei suoi furfanti, e il capitano che ha ingaggiato Black Jack lo perde.</translation>
    </message>
    <message>
        <source>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</source>
        <translation>Black Jack ti fa cedere un furfante: %1 ti costa %2 punti, contando doppio il colore di cui hai più carte.</translation>
    </message>
    <message>
        <source>Take %1: it raises your score from %2 to %3, counting your most held colour double.</source>
        <translation>Prendi %1: il tuo punteggio sale da %2 a %3, contando doppio il colore di cui hai più carte.</translation>
    </message>
    <message>
        <source>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is offered.</extracomment>
        <translation>Se nessuno offre di più, %1 va nel porto: il tuo punteggio scende da %2 a %3.</translation>
    </message>
    <message>
        <source>Giving %1 to the harbour drops your score from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is given.</extracomment>
        <translation>Dare %1 al porto fa scendere il tuo punteggio da %2 a %3.</translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message>
        <source>%1 puts their captain on field %2.</source>
        <translation>%1 mette il suo capitano sulla casella %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the den at field %3.</source>
        <translation>%1 prende %2 dalla spelonca della casella %3.</translation>
    </message>
    <message>
        <source>The dens open: each den&apos;s top villain is turned face up.</source>
        <translation>Le spelonche si aprono: il furfante in cima a ogni spelonca viene scoperto.</translation>
    </message>
    <message>
        <source>%1 puts Black Jack on field %2.</source>
        <translation>%1 mette Black Jack sulla casella %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Turno %1 di %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 to hire Black Jack.</source>
        <translation>%1 offre %2 per ingaggiare Black Jack.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>%1 hires Black Jack; %2 goes to the harbour.</source>
        <translation>%1 ingaggia Black Jack; %2 va nel porto.</translation>
    </message>
    <message>
        <source>Nobody hires Black Jack this round.</source>
        <translation>Nessuno ingaggia Black Jack in questo turno.</translation>
    </message>
    <message>
        <source>%1 chose a movement card.</source>
        <translation>%1 ha scelto una carta movimento.</translation>
    </message>
    <message>
        <source>%1 chose the rum card (secret until the reveal).</source>
        <translation>%1 ha scelto la carta rum (segreta fino alla rivelazione).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 (secret until the reveal).</source>
        <translation>%1 ha scelto la carta movimento %2 (segreta fino alla rivelazione).</translation>
    </message>
    <message>
        <source>%1 shows the rum card.</source>
        <translation>%1 mostra la carta rum.</translation>
    </message>
    <message>
        <source>%1 shows a %2.</source>
        <translation>%1 mostra un %2.</translation>
    </message>
    <message>
        <source>%1&apos;s card is cancelled by an equal one: their captain stays.</source>
        <translation>La carta di %1 è annullata da una uguale: il suo capitano resta fermo.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>Il rum di %1 avanza di %n casella.</numerusform>
            <numerusform>Il rum di %1 avanza di %n caselle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s captain moves from field %2 to field %3.</source>
        <translation>Il capitano di %1 va dalla casella %2 alla casella %3.</translation>
    </message>
    <message>
        <source>%1&apos;s captain is pushed on to field %2.</source>
        <translation>Il capitano di %1 viene spinto sulla casella %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 prende %2 a %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the harbour.</source>
        <translation>%1 prende %2 dal porto.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the harbour.</source>
        <translation>%1 dà %2 al porto.</translation>
    </message>
    <message>
        <source>%1 turns up Black Jack&apos;s card: %2.</source>
        <translation>%1 scopre la carta di Black Jack: %2.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is turned up: %1.</source>
        <translation>La carta di Black Jack viene scoperta: %1.</translation>
    </message>
    <message>
        <source>Black Jack moves from field %1 to field %2.</source>
        <translation>Black Jack va dalla casella %1 alla casella %2.</translation>
    </message>
    <message>
        <source>Black Jack walks on to field %1.</source>
        <translation>Black Jack prosegue fino alla casella %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 ha vinto con %n punto.</numerusform>
            <numerusform>%1 ha vinto con %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n punto ciascuno.</numerusform>
            <numerusform>%1 condividono la vittoria con %n punti ciascuno.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose Black Jack&apos;s card.</source>
        <translation>%1 ha scelto la carta di Black Jack.</translation>
    </message>
    <message>
        <source>%1 chose the rum card for Black Jack (secret until he moves).</source>
        <translation>%1 ha scelto la carta rum per Black Jack (segreta finché non si muove).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 for Black Jack (secret until he moves).</source>
        <translation>%1 ha scelto la carta movimento %2 per Black Jack (segreta finché non si muove).</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is cancelled by an equal one: he stays.</source>
        <translation>La carta di Black Jack è annullata da una uguale: resta fermo.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Il rum di Black Jack lo fa avanzare di %n casella.</numerusform>
            <numerusform>Il rum di Black Jack lo fa avanzare di %n caselle.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 prende %2 da %3.</translation>
    </message>
    <message>
        <source>%1 chooses the harbour, but it is empty: nothing to take.</source>
        <translation>%1 sceglie il porto, ma è vuoto: niente da prendere.</translation>
    </message>
    <message>
        <source>%1 chooses to rob %2, but may take nothing.</source>
        <translation>%1 sceglie di derubare %2, ma non può prendere nulla.</translation>
    </message>
</context>
<context>
    <name>HsNames</name>
    <message>
        <source>Yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A villain card: its colour and value, e.g. &quot;Red 9&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Rum</source>
        <translation>Rum</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Carta rum</translation>
    </message>
    <message>
        <source>Movement card %1</source>
        <translation>Carta movimento %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement card %1</source>
        <translation>Carta movimento %1 di Black Jack</translation>
    </message>
</context>
<context>
    <name>HsRules</name>
    <message>
        <source>%1:</source>
        <extracomment>A colour of villains in the rules: &quot;Red: 9 villain(s), values 4, 5, …&quot;.</extracomment>
        <translation>%1:</translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s), values %1.</source>
        <translation>
            <numerusform>%n furfante, valore %1.</numerusform>
            <numerusform>%n furfanti, valori %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The villains</source>
        <translation>I furfanti</translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n carta furfante in questi colori, dal più basso al più alto (l’ordine decide i pareggi):</numerusform>
            <numerusform>%n carte furfante in questi colori, dal più basso al più alto (l’ordine decide i pareggi):</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player has the movement cards %1 and a rum card.</source>
        <translation>Ogni giocatore ha le carte movimento %1 e una carta rum.</translation>
    </message>
    <message>
        <source>Each player has the movement cards %1.</source>
        <translation>Ogni giocatore ha le carte movimento %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>La partita dura %n turno; ognuno usa una carta movimento, e ogni carta si usa una volta sola.</numerusform>
            <numerusform>La partita dura %n turni; ognuno usa una carta movimento, e ogni carta si usa una volta sola.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Da %1 a %2 giocatori.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour is a ring of %n field(s), each in front of a den.</source>
        <translation>
            <numerusform>Il porto è un anello di %n casella, davanti a una spelonca.</numerusform>
            <numerusform>Il porto è un anello di %n caselle, ognuna davanti a una spelonca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the villains and put %n face down in each den.</source>
        <translation>
            <numerusform>Mescola i furfanti e mettine %n coperto in ogni spelonca.</numerusform>
            <numerusform>Mescola i furfanti e mettine %n coperti in ogni spelonca.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n villain(s) stay in the box, unseen.</source>
        <translation>
            <numerusform>L’altro furfante (%n) resta nella scatola, non visto.</numerusform>
            <numerusform>Gli altri %n furfanti restano nella scatola, non visti.</numerusform>
        </translation>
    </message>
    <message>
        <source>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</source>
        <translation>A turno, cominciando da un giocatore estratto a sorte, ognuno mette il suo capitano su una casella libera e prende il furfante in cima a quella spelonca. Poi il furfante in cima a ogni spelonca viene scoperto.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Scegliere.</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret; then all are shown together.</source>
        <translation>Ognuno sceglie in segreto una delle sue carte movimento; poi tutte vengono scoperte insieme.</translation>
    </message>
    <message>
        <source>Cancel.</source>
        <translation>Annullare.</translation>
    </message>
    <message>
        <source>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Le carte uguali (anche due rum) si annullano: quei capitani restano fermi e prendono per primi il furfante scoperto della loro spelonca.</translation>
    </message>
    <message>
        <source>Rum.</source>
        <translation>Rum.</translation>
    </message>
    <message>
        <source>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</source>
        <translation>Un rum solo dichiara un numero che nessuna carta di questo turno mostra, comprese quelle annullate, e avanza di tanto.</translation>
    </message>
    <message>
        <source>Move.</source>
        <translation>Muovere.</translation>
    </message>
    <message>
        <source>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</source>
        <translation>Gli altri capitani si muovono in senso orario quanto dice la loro carta, prima il numero più basso. Saltare altre figure non costa nulla.</translation>
    </message>
    <message>
        <source>Landing</source>
        <translation>Approdare</translation>
    </message>
    <message>
        <source>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</source>
        <translation>Su una casella libera prendi il furfante scoperto della spelonca, se c’è, e scopri il successivo. Una spelonca vuota non dà nulla.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</source>
        <translation>Sulla casella di un altro capitano prendi prima il furfante della spelonca. Se prima di prenderlo avevi tanti furfanti quanti quel capitano o meno, prendigli anche un furfante a tua scelta.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</source>
        <translation>Sulla casella di un altro capitano prendi prima il furfante della spelonca. Se ora hai tanti furfanti quanti quel capitano o meno, prendigli anche un furfante a tua scelta.</translation>
    </message>
    <message>
        <source>Either way, the captain who stood there moves on to the next free field and takes nothing there.</source>
        <translation>In ogni caso, il capitano che stava lì passa alla casella libera successiva e lì non prende nulla.</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>La carta movimento di Black Jack (%n) sta coperta sulla sua nave.</numerusform>
            <numerusform>Le %n carte movimento di Black Jack vengono mescolate coperte sulla sua nave.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</source>
        <translation>Il giocatore il cui primo furfante è il più basso lo mette su una casella libera (a parità di valore, il colore più basso conta come più basso).</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>L’asta</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Ogni turno inizia con un’asta per ingaggiare Black Jack. Nel primo turno la apre il giocatore il cui primo furfante è il più alto, poi l’ultimo che lo ha ingaggiato (se nessuno lo ha ingaggiato, lo stesso giocatore di prima). A turno dall’apertura, ognuno offre una volta un furfante che vale più della migliore offerta finora, oppure passa. La migliore offerta va scoperta nel porto; quel giocatore ingaggia Black Jack per il turno. Le altre offerte restano ai loro proprietari.</translation>
    </message>
    <message>
        <source>His move</source>
        <translation>La sua mossa</translation>
    </message>
    <message>
        <source>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</source>
        <translation>Dopo tutti i capitani si scopre la sua carta successiva e lui avanza di tanto in senso orario. Deruba ogni capitano che raggiunge o supera, compreso quello dove si ferma, in quell’ordine.</translation>
    </message>
    <message>
        <source>Hired:</source>
        <translation>Ingaggiato:</translation>
    </message>
    <message>
        <source>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</source>
        <translation>non deruba mai chi lo ha ingaggiato, e deruba un capitano solo se ha tanti furfanti quanti chi lo ha ingaggiato o più. Chi lo ha ingaggiato sceglie il furfante e lo tiene.</translation>
    </message>
    <message>
        <source>Not hired:</source>
        <translation>Non ingaggiato:</translation>
    </message>
    <message>
        <source>every captain he reaches or passes chooses a villain of their own to give to the harbour.</source>
        <translation>ogni capitano che raggiunge o supera sceglie un proprio furfante e lo dà al porto.</translation>
    </message>
    <message>
        <source>If he stops on an occupied field, he walks on to the next free one.</source>
        <translation>Se si ferma su una casella occupata, prosegue fino alla successiva libera.</translation>
    </message>
    <message>
        <source>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</source>
        <translation>Un capitano che approda su Black Jack prende il furfante della spelonca, poi un furfante a scelta dal porto; Black Jack passa alla casella libera successiva.</translation>
    </message>
    <message>
        <source>After round %1 the game ends.</source>
        <translation>La partita finisce dopo il turno %1.</translation>
    </message>
    <message>
        <source>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</source>
        <translation>Ogni giocatore somma i valori dei suoi furfanti; il colore di cui ne ha di più conta doppio (a parità, quello che vale di più). Vince il punteggio più alto; i giocatori a pari merito in testa condividono la vittoria.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fine</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regolamento della variante «%1».</translation>
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
        <source>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</source>
        <translation>I capitani girano intorno a un porto pieno di spelonche e radunano una ciurma di furfanti. Black Jack, messo all’asta a ogni turno, ruba per chi lo paga. Vince la ciurma più preziosa.</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</source>
        <translation>I capitani girano intorno a un porto pieno di spelonche e radunano una ciurma di furfanti. Vince la ciurma più preziosa. Questa partita introduttiva si gioca senza Black Jack.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</source>
        <translation>Black Jack gioca con le carte movimento di un terzo capitano assente: %1 e una carta rum.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1.</source>
        <translation>Black Jack gioca con le carte movimento di un terzo capitano assente: %1.</translation>
    </message>
    <message>
        <source>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</source>
        <translation>Stanno mescolate e coperte sulla sua nave; tutti sanno quali gli restano, e ognuna si usa una volta sola.</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Ogni turno inizia con un’asta per ingaggiare Black Jack. Nel primo turno la apre il giocatore il cui primo furfante è il più alto, poi l’ultimo che lo ha ingaggiato (se nessuno lo ha ingaggiato, lo stesso giocatore di prima). Dall’apertura i due giocatori si alternano: offrire un furfante che vale più della migliore offerta finora, oppure passare. L’asta finisce appena un giocatore passa. La migliore offerta va scoperta nel porto; quel giocatore ingaggia Black Jack per il turno. Le altre offerte restano ai loro proprietari.</translation>
    </message>
    <message>
        <source>Hired</source>
        <translation>Ingaggiato</translation>
    </message>
    <message>
        <source>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</source>
        <translation>Subito dopo l’asta chi lo ha ingaggiato sceglie in segreto una delle carte di Black Jack per lui; poi entrambi i giocatori scelgono la propria carta.</translation>
    </message>
    <message>
        <source>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</source>
        <translation>Chi lo ha ingaggiato e approda su di lui prende il furfante della spelonca, poi un furfante a scelta dal porto.</translation>
    </message>
    <message>
        <source>Not hired</source>
        <translation>Non ingaggiato</translation>
    </message>
    <message>
        <source>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</source>
        <translation>Quando entrambi i giocatori hanno scelto, la carta in cima di Black Jack si scopre con le loro, come terza carta del turno: una carta uguale la annulla (resta fermo e non deruba nessuno), e conta per il numero del rum. Se il suo è l’unico rum, chi ha aperto l’asta dichiara il numero.</translation>
    </message>
    <message>
        <source>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</source>
        <translation>Si muove tra i capitani, in ordine crescente delle carte. Ogni capitano che raggiunge o supera, compreso quello dove si ferma, sceglie un proprio furfante e lo dà al porto.</translation>
    </message>
    <message>
        <source>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</source>
        <translation>Deruba l’altro capitano se lo raggiunge o lo supera, compresa la casella dove si ferma, e se questi ha tanti furfanti quanti chi lo ha ingaggiato o più. Chi lo ha ingaggiato sceglie il furfante e lo tiene. Non deruba mai chi lo ha ingaggiato.</translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>Per %n giocatore.</numerusform>
            <numerusform>Per %n giocatori.</numerusform>
        </translation>
    </message>
    <message>
        <source>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</source>
        <translation>La sua carta non conta né per gli annullamenti né per il numero del rum. Dopo i due capitani avanza di quanto dice la sua carta; se è il rum, chi lo ha ingaggiato dichiara un numero tra %1 che nessuna carta scoperta del round mostra (se non ne resta nessuno, resta fermo).</translation>
    </message>
    <message>
        <source>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</source>
        <translation>L’altro capitano che approda su Black Jack prende il furfante della spelonca, poi sceglie: un furfante dal porto, oppure derubare chi lo ha ingaggiato come quando si approda su un capitano. La scelta è sua anche quando da una parte o da entrambe non c’è nulla da prendere. Black Jack passa comunque alla casella libera successiva.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>Da 1 a 9</translation>
    </message>
    <message>
        <source>Choose the movement card with that number; after a lone rum, name that number.</source>
        <translation>Scegli la carta movimento con quel numero; dopo un rum solo, dichiara quel numero.</translation>
    </message>
    <message>
        <source>Choose your rum card.</source>
        <translation>Scegli la tua carta rum.</translation>
    </message>
    <message>
        <source>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</source>
        <translation>Se approdi su Black Jack ingaggiato: un furfante dal porto (H), o deruba chi lo ha ingaggiato (R).</translation>
    </message>
    <message>
        <source>Pass in the auction.</source>
        <translation>Passa nell’asta.</translation>
    </message>
    <message>
        <source>Go from one choice to the next: a card, a field, a villain.</source>
        <translation>Passa da una scelta alla successiva: una carta, una casella, un furfante.</translation>
    </message>
    <message>
        <source>Do what is chosen.</source>
        <translation>Esegui la scelta.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulla la tua scelta.</translation>
    </message>
    <message>
        <source>Click one of your movement cards</source>
        <translation>Clicca una delle tue carte movimento</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it. It stays face down until everyone has chosen.</source>
        <translation>La scegli; cliccala di nuovo per giocarla. Resta coperta finché tutti hanno scelto.</translation>
    </message>
    <message>
        <source>Click what lights up</source>
        <translation>Clicca ciò che si illumina</translation>
    </message>
    <message>
        <source>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</source>
        <translation>Una casella per il tuo capitano, un furfante da offrire, prendere o dare, o un pulsante come Passa: la riga sotto il tavolo dice che cosa si chiede.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Un turno, passo per passo</translation>
    </message>
    <message>
        <source>A movement card</source>
        <translation>Una carta movimento</translation>
    </message>
    <message>
        <source>The rum card</source>
        <translation>La carta rum</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card</source>
        <translation>Carta di Black Jack</translation>
    </message>
    <message>
        <source>A captain</source>
        <translation>Un capitano</translation>
    </message>
    <message>
        <source>A den</source>
        <translation>Una spelonca</translation>
    </message>
    <message>
        <source>A field</source>
        <translation>Una casella</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</source>
        <translation>Ognuno sceglie in segreto una delle sue carte movimento: clicca due volte la tua, o premi il suo numero e poi Invio.</translation>
    </message>
    <message>
        <source>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Le carte vengono scoperte insieme. Le carte uguali si annullano: quei capitani restano fermi e prendono per primi il furfante scoperto della loro spelonca.</translation>
    </message>
    <message>
        <source>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</source>
        <translation>Gli altri si muovono in senso orario quanto dice la loro carta, prima il numero più basso; saltare altre figure non costa nulla. Su una casella libera prendi il furfante scoperto della spelonca, e il successivo viene scoperto.</translation>
    </message>
</context>
<context>
    <name>HsScene</name>
    <message numerus="yes">
        <source>%1, in the den at field %2 (%n villain(s) there)</source>
        <translation>
            <numerusform>%1, nella spelonca della casella %2 (%n furfante)</numerusform>
            <numerusform>%1, nella spelonca della casella %2 (%n furfanti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) in this den</source>
        <translation>
            <numerusform>%n furfante in questa spelonca</numerusform>
            <numerusform>%n furfanti in questa spelonca</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Turno %1 di %2</translation>
    </message>
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Porto: %n furfante</numerusform>
            <numerusform>Porto: %n furfanti</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack&apos;s card %1</source>
        <translation>Carta %1 di Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>ne resta %n</numerusform>
            <numerusform>ne restano %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best offer: %1 by %2</source>
        <translation>Offerta migliore: %1 di %2</translation>
    </message>
    <message>
        <source>Auction: no offer yet</source>
        <translation>Asta: ancora nessuna offerta</translation>
    </message>
    <message>
        <source>Hired by %1</source>
        <translation>Ingaggiato da %1</translation>
    </message>
    <message>
        <source>Not hired this round</source>
        <translation>Non ingaggiato in questo turno</translation>
    </message>
    <message>
        <source>%1&apos;s captain (%2)</source>
        <translation>Capitano di %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>A movement card, chosen in secret</source>
        <translation>Una carta movimento, scelta in segreto</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>scelta</translation>
    </message>
    <message>
        <source>Your card: the others see its back until the reveal</source>
        <translation>La tua carta: gli altri ne vedono il dorso fino alla rivelazione</translation>
    </message>
    <message>
        <source>your secret</source>
        <translation>il tuo segreto</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annullata</translation>
    </message>
    <message>
        <source>rum: %1</source>
        <translation>rum: %1</translation>
    </message>
    <message>
        <source>rum</source>
        <translation>rum</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>sceglie…</translation>
    </message>
    <message>
        <source>no villains yet</source>
        <translation>ancora nessun furfante</translation>
    </message>
    <message>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <source>%1 counts double: the colour held most</source>
        <translation>%1 conta doppio: il colore di cui si hanno più furfanti</translation>
    </message>
    <message>
        <source>Movement cards %1 still holds</source>
        <translation>Carte movimento che %1 ha ancora</translation>
    </message>
    <message>
        <source>Your rum moves…</source>
        <translation>Il tuo rum avanza di…</translation>
    </message>
    <message>
        <source>Your movement cards</source>
        <translation>Le tue carte movimento</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passa (P)</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card, chosen in secret by %1</source>
        <translation>Carta di Black Jack, scelta in segreto da %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card: the others see its back until he moves</source>
        <translation>Carta di Black Jack: gli altri ne vedono il dorso finché non si muove</translation>
    </message>
    <message>
        <source>Black Jack&apos;s rum moves…</source>
        <translation>Il rum di Black Jack avanza di…</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement cards: choose his card for this round</source>
        <translation>Carte movimento di Black Jack: scegli la sua carta per questo turno</translation>
    </message>
    <message>
        <source>You landed on Black Jack, hired by %1</source>
        <translation>Sei approdato su Black Jack, ingaggiato da %1</translation>
    </message>
    <message>
        <source>Take a villain from the harbour (H)</source>
        <translation>Prendi un furfante dal porto (H)</translation>
    </message>
    <message>
        <source>The harbour is empty.</source>
        <translation>Il porto è vuoto.</translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Prendi il furfante nel porto.</numerusform>
            <numerusform>Prendi uno dei %n furfanti nel porto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1 (R)</source>
        <translation>Deruba %1 (R)</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains, as when landing on a captain.</source>
        <translation>Prendi uno dei furfanti di %1, come quando si approda su un capitano.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s cards: %n left</source>
        <translation>
            <numerusform>Carte di Black Jack: ne resta %n</numerusform>
            <numerusform>Carte di Black Jack: ne restano %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsTable</name>
    <message>
        <source>hired Black Jack</source>
        <translation>ha ingaggiato Black Jack</translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>offre %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Field %1 is taken: choose a free field.</source>
        <translation>La casella %1 è occupata: scegli una casella libera.</translation>
    </message>
    <message>
        <source>Click a free field.</source>
        <translation>Fai clic su una casella libera.</translation>
    </message>
    <message>
        <source>Offer one of your villains, or pass.</source>
        <translation>Offri uno dei tuoi furfanti, oppure passa.</translation>
    </message>
    <message>
        <source>Offer one of your own villains.</source>
        <translation>Offri uno dei tuoi furfanti.</translation>
    </message>
    <message>
        <source>Offer a villain worth more than the best offer, %1.</source>
        <translation>Offri un furfante che valga più della migliore offerta, %1.</translation>
    </message>
    <message>
        <source>You have played that movement card already.</source>
        <translation>Hai già giocato quella carta movimento.</translation>
    </message>
    <message>
        <source>Choose one of your movement cards.</source>
        <translation>Scegli una delle tue carte movimento.</translation>
    </message>
    <message>
        <source>A card of this round shows %1: name a number no card shows.</source>
        <translation>Una carta di questo turno mostra %1: dichiara un numero che nessuna carta mostra.</translation>
    </message>
    <message>
        <source>Name the number your rum moves.</source>
        <translation>Dichiara di quanto avanza il tuo rum.</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains.</source>
        <translation>Prendi uno dei furfanti di %1.</translation>
    </message>
    <message>
        <source>Take one of the villains in the harbour.</source>
        <translation>Prendi uno dei furfanti nel porto.</translation>
    </message>
    <message>
        <source>Give one of your own villains to the harbour.</source>
        <translation>Dai uno dei tuoi furfanti al porto.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 is over. Villains won: %2.</source>
        <translation>Il turno %1 è finito. Furfanti guadagnati: %2.</translation>
    </message>
    <message>
        <source>You have no movement card %1 left.</source>
        <translation>Non hai più la carta movimento %1.</translation>
    </message>
    <message>
        <source>You have played your rum card already.</source>
        <translation>Hai già giocato la tua carta rum.</translation>
    </message>
    <message>
        <source>There is nothing to pass now.</source>
        <translation>Ora non c’è niente da passare.</translation>
    </message>
    <message>
        <source>Choose with Left and Right, then press Enter.</source>
        <translation>Scegli con Sinistra e Destra, poi premi Invio.</translation>
    </message>
    <message>
        <source>Black Jack has played that movement card already.</source>
        <translation>Black Jack ha già giocato quella carta movimento.</translation>
    </message>
    <message>
        <source>Choose one of Black Jack&apos;s movement cards.</source>
        <translation>Scegli una delle carte movimento di Black Jack.</translation>
    </message>
    <message>
        <source>Name the number Black Jack&apos;s rum moves him.</source>
        <translation>Dichiara di quanto il rum fa avanzare Black Jack.</translation>
    </message>
    <message>
        <source>Take a villain from the harbour or rob %1.</source>
        <translation>Prendi un furfante dal porto o deruba %1.</translation>
    </message>
    <message>
        <source>Black Jack has no movement card %1 left.</source>
        <translation>Black Jack non ha più la carta movimento %1.</translation>
    </message>
    <message>
        <source>Black Jack has played his rum card already.</source>
        <translation>Black Jack ha già giocato la sua carta rum.</translation>
    </message>
</context>
<context>
    <name>HsTexts</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Porto</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Letture delle regole</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Il numero più piccolo di giocatori con cui si possono giocare queste regole.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Il numero più grande di giocatori con cui si possono giocare queste regole.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Caselle</translation>
    </message>
    <message>
        <source>How many fields the ring round the harbour has, each in front of a den.</source>
        <translation>Quante caselle ha l’anello intorno al porto, ognuna davanti a una spelonca.</translation>
    </message>
    <message>
        <source>Villains per den</source>
        <translation>Furfanti per spelonca</translation>
    </message>
    <message>
        <source>How many villains lie face down in each den at the start; the rest stay in the box.</source>
        <translation>Quanti furfanti stanno coperti in ogni spelonca all’inizio; gli altri restano nella scatola.</translation>
    </message>
    <message>
        <source>Villains</source>
        <translation>Furfanti</translation>
    </message>
    <message>
        <source>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</source>
        <translation>I furfanti per colore e valore. I colori vanno dal più basso al più alto: quell’ordine decide i pareggi. Modificali nella scheda Mazzo.</translation>
    </message>
    <message>
        <source>Movement cards</source>
        <translation>Carte movimento</translation>
    </message>
    <message>
        <source>The numbers on each player&apos;s movement cards: how far a captain can move.</source>
        <translation>I numeri sulle carte movimento di ogni giocatore: quanto può avanzare un capitano.</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Carta rum</translation>
    </message>
    <message>
        <source>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</source>
        <translation>Attivo: ogni giocatore ha anche una carta rum. Un rum solo dichiara, dopo la rivelazione, un numero che nessuna carta del turno mostra.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Turni</translation>
    </message>
    <message>
        <source>How many rounds a game lasts; each round uses one movement card.</source>
        <translation>Quanti turni dura una partita; ogni turno usa una carta movimento.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s cards</source>
        <translation>Carte di Black Jack</translation>
    </message>
    <message>
        <source>Counting to rob</source>
        <translation>Contare per derubare</translation>
    </message>
    <message>
        <source>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</source>
        <translation>Quando un capitano che approda su un altro conta i suoi furfanti per vedere se può derubare: dopo aver preso il furfante della spelonca (il regolamento), o prima.</translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation>Assente</translation>
    </message>
    <message>
        <source>Hired in an auction</source>
        <translation>Ingaggiato all’asta</translation>
    </message>
    <message>
        <source>After taking the den&apos;s villain</source>
        <translation>Dopo aver preso il furfante della spelonca</translation>
    </message>
    <message>
        <source>Before taking the den&apos;s villain</source>
        <translation>Prima di prendere il furfante della spelonca</translation>
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
        <translation>Rimuovi il colore</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Aggiungi un valore…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Rimuovi il valore</translation>
    </message>
    <message>
        <source>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</source>
        <translation>Assente: la partita introduttiva. Ingaggiato all’asta: il gioco standard, dove la migliore offerta di un furfante lo ingaggia a ogni turno. Con le carte di un capitano assente: il gioco a due, dove si muove con le carte movimento di un terzo capitano, l’asta continua finché un giocatore passa e chi lo ingaggia sceglie la sua carta in segreto.</translation>
    </message>
    <message>
        <source>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</source>
        <translation>Quante carte movimento ha Black Jack, numerate da 1; ne viene scoperta una a ogni turno. Nel gioco a due ha invece le carte movimento di un capitano.</translation>
    </message>
    <message>
        <source>With an absent captain&apos;s cards (for two)</source>
        <translation>Con le carte di un capitano assente (a due)</translation>
    </message>
    <message>
        <source>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</source>
        <translation>Troppo poche caselle: %1 capitani richiedono almeno %2 caselle intorno al porto, ma ce ne sono %3.</translation>
    </message>
    <message>
        <source>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</source>
        <translation>Non ci sono abbastanza furfanti per le spelonche: %1 spelonche × %2 furfanti = %3, ma i furfanti sono %4.</translation>
    </message>
    <message>
        <source>The movement card %1 is there twice: each number may appear only once.</source>
        <translation>La carta movimento %1 compare due volte: ogni numero può comparire una sola volta.</translation>
    </message>
    <message>
        <source>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</source>
        <translation>Black Jack con le carte di un capitano assente è per 2 giocatori esatti, ma il numero massimo di giocatori è %1.</translation>
    </message>
    <message>
        <source>More rounds (%1) than movement cards (%2): each round uses one movement card.</source>
        <translation>Più turni (%1) che carte movimento (%2): ogni turno usa una carta movimento.</translation>
    </message>
    <message>
        <source>More rounds (%1) than Black Jack&apos;s movement cards (%2).</source>
        <translation>Più turni (%1) che carte movimento di Black Jack (%2).</translation>
    </message>
</context>
<context>
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>vale %n punto; alla fine il colore di cui hai più furfanti conta doppio.</numerusform>
            <numerusform>vale %n punti; alla fine il colore di cui hai più furfanti conta doppio.</numerusform>
        </translation>
    </message>
    <message>
        <source>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</source>
        <translation>da sola dichiara un numero che nessuna carta del turno mostra e avanza di tanto; con una carta uguale si annullano entrambe.</translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>il tuo capitano avanza di %n casella in senso orario, a meno che una carta uguale la annulli.</numerusform>
            <numerusform>il tuo capitano avanza di %n caselle in senso orario, a meno che una carta uguale la annulli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</source>
        <translation>Black Jack avanza di un numero che nessuna carta del turno mostra: lo dichiara chi lo ha ingaggiato o, se nessuno lo ha fatto, chi ha aperto l’asta.</translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>dopo i capitani, Black Jack avanza di %n casella e deruba chi raggiunge o supera.</numerusform>
            <numerusform>dopo i capitani, Black Jack avanza di %n caselle e deruba chi raggiunge o supera.</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1: land here to take the den&apos;s face-up villain.</source>
        <translation>Casella %1: approda qui per prendere il furfante scoperto della spelonca.</translation>
    </message>
    <message>
        <source>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</source>
        <translation>Il capitano di %1, sulla casella %2. Approdando qui, puoi anche prendergli uno dei suoi furfanti.</translation>
    </message>
    <message>
        <source>Black Jack, on field %1: he robs the captains he reaches or passes.</source>
        <translation>Black Jack, sulla casella %1: deruba i capitani che raggiunge o supera.</translation>
    </message>
    <message>
        <source>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</source>
        <translation>Il porto: i furfanti pagati per ingaggiare Black Jack. Un capitano che approda su di lui ne prende uno da qui.</translation>
    </message>
    <message>
        <source>The harbour</source>
        <translation>Il porto</translation>
    </message>
    <message>
        <source>Black Jack&apos;s ship: his movement cards lie here face down.</source>
        <translation>La nave di Black Jack: qui ci sono le sue carte movimento, coperte.</translation>
    </message>
</context>
<context>
    <name>HsUi</name>
    <message>
        <source>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</source>
        <translation>%1, posiziona il tuo capitano: fai clic su una casella libera (o scegline una con Sinistra e Destra, poi Invio).</translation>
    </message>
    <message>
        <source>%1, your first villain is the lowest: put Black Jack on a free field.</source>
        <translation>%1, il tuo primo furfante è il più basso: metti Black Jack su una casella libera.</translation>
    </message>
    <message>
        <source>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</source>
        <translation>%1, ingaggia Black Jack: offri uno dei tuoi furfanti (fai clic) o passa (P).</translation>
    </message>
    <message>
        <source>%1, your rum is the only one: name the number it moves.</source>
        <translation>%1, il tuo rum è l’unico: dichiara di quanto avanza.</translation>
    </message>
    <message>
        <source>%1, you landed on %2: take one of their villains.</source>
        <translation>%1, sei approdato su %2: prendi uno dei suoi furfanti.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack: take a villain from the harbour.</source>
        <translation>%1, sei approdato su Black Jack: prendi un furfante dal porto.</translation>
    </message>
    <message>
        <source>%1, Black Jack robs %2 for you: take one of their villains.</source>
        <translation>%1, Black Jack deruba %2 per te: prendi uno dei suoi furfanti.</translation>
    </message>
    <message>
        <source>%1, Black Jack passes you: give one of your villains to the harbour.</source>
        <translation>%1, Black Jack passa da te: dai uno dei tuoi furfanti al porto.</translation>
    </message>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Un gioco di %1, pubblicato da %2 (%3).</translation>
    </message>
    <message>
        <source>Villains</source>
        <extracomment>Short, for a narrow column: the movement cards a player still holds.</extracomment>
        <translation>Furfanti</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Tocca a te, %1.</translation>
    </message>
    <message>
        <source>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, scegli in segreto una carta movimento: fai clic due volte (o digita il suo numero, R per il rum, poi Invio).</translation>
    </message>
    <message>
        <source>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, hai ingaggiato Black Jack: scegli in segreto la sua carta movimento: fai clic due volte (o digita il suo numero, R per il rum, poi Invio).</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</source>
        <translation>%1, il rum di Black Jack è l’unico e hai aperto tu l’asta: dichiara di quanto avanza.</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</source>
        <translation>%1, la carta di Black Jack è il rum: dichiara di quanto avanza per te.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</source>
        <translation>%1, sei approdato su Black Jack, ingaggiato da %2: prendi un furfante dal porto (H) o deruba %2 (R).</translation>
    </message>
    <message>
        <source>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</source>
        <translation>%1, derubi chi ha ingaggiato Black Jack, %2: prendi uno dei suoi furfanti.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The villains a player holds</source>
        <translation>I furfanti di un giocatore</translation>
    </message>
    <message>
        <source>The movement cards a player still holds</source>
        <translation>Le carte movimento che un giocatore ha ancora</translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Base rules</source>
        <translation>Regole di base</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Regole modificate</translation>
    </message>
    <message>
        <source>%1, base rules: %2 (%3)</source>
        <translation>%1, regole di base: %2 (%3)</translation>
    </message>
    <message>
        <source>%1, edited rules: %2 (%3)</source>
        <translation>%1, regole modificate: %2 (%3)</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Vittorie per posto</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Vittorie (%)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Distribuzione dei punteggi (tutti i posti)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Players (%)</source>
        <translation>Giocatori (%)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durata della partita</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Decisioni per partita</translation>
    </message>
    <message>
        <source>Games (%)</source>
        <translation>Partite (%)</translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Indicatori del gioco (tutti i posti)</translation>
    </message>
    <message>
        <source>Share of players (%)</source>
        <translation>Quota di giocatori (%)</translation>
    </message>
    <message>
        <source>Win rate per seat against %1</source>
        <translation>Vittorie per posto secondo %1</translation>
    </message>
    <message>
        <source>Mean score per seat against %1</source>
        <translation>Punteggio medio per posto secondo %1</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is a measure or a figure of the game, %2 the swept parameter.</extracomment>
        <translation>%1 secondo %2</translation>
    </message>
    <message>
        <source>%1 = %2: %3 (%4)</source>
        <translation>%1 = %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2</source>
        <translation>Più equilibrato: %1 = %2</translation>
    </message>
    <message>
        <source>As balanced as any, at this number of games</source>
        <translation>Equilibrato quanto il migliore, con questo numero di partite</translation>
    </message>
    <message>
        <source>Evenly matched</source>
        <translation>Alla pari</translation>
    </message>
    <message>
        <source>Mean: base rules %1, edited rules %2</source>
        <extracomment>Under a chart&apos;s title: the mean of what it shows under each rules.</extracomment>
        <translation>Media: regole di base %1, regole modificate %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <extracomment>A bar&apos;s tooltip: the seat or figure, which rules (named: &quot;Run A&quot;), its value and interval.</extracomment>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Mean: %1 %2, %3 %4</source>
        <translation>Media: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>LabExport</name>
    <message>
        <source>Results are saved as .json or .csv, not .%1.</source>
        <translation>I risultati si salvano come .json o .csv, non come .%1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Charts are saved as .png or .svg, not .%1.</source>
        <translation>I grafici si salvano come .png o .svg, non come .%1.</translation>
    </message>
</context>
<context>
    <name>LabText</name>
    <message>
        <source>%1 ±%2</source>
        <extracomment>A difference and the half-width of its 95% interval, e.g. &quot;+4.1 ±1.2&quot;.</extracomment>
        <translation>%1 ±%2</translation>
    </message>
    <message>
        <source>95% interval: %1 to %2</source>
        <extracomment>The 95% confidence interval of a number: its lowest and highest plausible values.</extracomment>
        <translation>intervallo al 95%: da %1 a %2</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>A computer player that plays any legal move at random.</extracomment>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <extracomment>A computer player that follows the game&apos;s own rules of thumb.</extracomment>
        <translation>Euristico</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points more often (±%3).</source>
        <translation>Il posto %1 vince %2 punti più spesso (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points less often (±%3).</source>
        <translation>Il posto %1 vince %2 punti meno spesso (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points more often (±%3).</source>
        <extracomment>%1 is a figure of the game (e.g. &quot;Shot down&quot;); the difference is in percentage points.</extracomment>
        <translation>%1, tutti i posti: %2 punti più spesso (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points less often (±%3).</source>
        <translation>%1, tutti i posti: %2 punti meno spesso (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 more per game (±%3).</source>
        <extracomment>%1 is a figure of the game, a number per game and seat.</extracomment>
        <translation>%1, tutti i posti: %2 in più per partita (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 less per game (±%3).</source>
        <translation>%1, tutti i posti: %2 in meno per partita (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 more on average (±%3).</source>
        <translation>Il posto %1 segna in media %2 in più (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 less on average (±%3).</source>
        <translation>Il posto %1 segna in media %2 in meno (±%3).</translation>
    </message>
    <message>
        <source>Games last %1 decisions longer (±%2).</source>
        <translation>Le partite durano %1 decisioni in più (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 decisions shorter (±%2).</source>
        <translation>Le partite durano %1 decisioni in meno (±%2).</translation>
    </message>
    <message>
        <source>Search (slow)</source>
        <extracomment>The search bot (Monte Carlo tree search): strong, but a thousand times slower than the others.</extracomment>
        <translation>Ricerca (lenta)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The app&apos;s easy computer player: the heuristic one, but a share of its moves are made at random.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard (slow)</source>
        <extracomment>The app&apos;s hard computer player: the search bot with the game&apos;s own budget, about a third of a second per move.</extracomment>
        <translation>Difficile (lento)</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points larger (±%2).</source>
        <extracomment>The first player&apos;s win rate minus the fair share, edited rules against base, in percentage points.</extracomment>
        <translation>Il vantaggio del primo giocatore è più grande di %1 punti (±%2).</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points smaller (±%2).</source>
        <translation>Il vantaggio del primo giocatore è più piccolo di %1 punti (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns longer (±%2).</source>
        <translation>Le partite durano %1 turni in più (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns shorter (±%2).</source>
        <translation>Le partite durano %1 turni in meno (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds longer (±%2).</source>
        <translation>Le partite durano %1 giri in più (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds shorter (±%2).</source>
        <translation>Le partite durano %1 giri in meno (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times more per game (±%2).</source>
        <extracomment>How often per game a player takes the sole lead of the running score from another.</extracomment>
        <translation>Il comando passa di mano %1 volte in più per partita (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times less per game (±%2).</source>
        <translation>Il comando passa di mano %1 volte in meno per partita (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points more often (±%2).</source>
        <extracomment>How often the eventual winner was behind in the running score at some point, in percentage points.</extracomment>
        <translation>Il vincitore era indietro %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points less often (±%2).</source>
        <translation>Il vincitore era indietro %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game later (±%2).</source>
        <extracomment>When the eventual winner took the lead for good, in percentage points of the game.</extracomment>
        <translation>Il vincitore passa al comando per sempre %1 punti della partita più tardi (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game earlier (±%2).</source>
        <translation>Il vincitore passa al comando per sempre %1 punti della partita prima (±%2).</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 40 seconds&quot;.</extracomment>
        <translation>
            <numerusform>circa %n secondo</numerusform>
            <numerusform>circa %n secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 12 minutes&quot;.</extracomment>
        <translation>
            <numerusform>circa %n minuto</numerusform>
            <numerusform>circa %n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</source>
        <extracomment>%1: how long, e.g. &quot;about 45 minutes&quot;; %2: the lab&apos;s limit in minutes.</extracomment>
        <translation>Il livello difficile richiederebbe %1 su questo computer per un gradiente entro ±3 punti, più del limite del laboratorio di %2 minuti: non viene giocato, e la pagina Misure dice che non si può stabilire.</translation>
    </message>
    <message>
        <source>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 4 minutes&quot;, measured on this computer before it starts.</extracomment>
        <translation>Poi il livello difficile: %L1 partite con entrambe le regole per un gradiente entro ±3 punti, %2 su questo computer.</translation>
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
    <message>
        <source>&amp;Hint</source>
        <translation>Su&amp;ggerimento</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>La partita in corso (%1) non è finita (%n decisione giocata). Salvarla per riprenderla più tardi?</numerusform>
            <numerusform>La partita in corso (%1) non è finita (%n decisioni giocate). Salvarla per riprenderla più tardi?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>Primo giro &amp;guidato</translation>
    </message>
    <message>
        <source>Your first game of %1?</source>
        <translation>La tua prima partita a %1?</translation>
    </message>
    <message>
        <source>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</source>
        <translation>Il primo giro guidato ti mostra, sul vero tavolo, cosa fare e perché, contro giocatori computer facili. Puoi lasciarlo in qualsiasi momento e ritrovarlo nel menu Aiuto.</translation>
    </message>
    <message>
        <source>Play the guided first round</source>
        <translation>Gioca il primo giro guidato</translation>
    </message>
    <message>
        <source>Set up a game</source>
        <translation>Prepara una partita</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Torna alla pagina &amp;iniziale</translation>
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
    <message>
        <source>Name of player %1</source>
        <translation>Nome del giocatore %1</translation>
    </message>
</context>
<context>
    <name>NotebookListModel</name>
    <message>
        <source>Comparison</source>
        <extracomment>A run of the notebook: the edited rules against their base.</extracomment>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>A run of the notebook: several house rules, each against the base.</extracomment>
        <translation>Affiancate</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>A run of the notebook: one or two parameters over a range of values.</extracomment>
        <translation>Scansione</translation>
    </message>
    <message>
        <source>Simulation</source>
        <extracomment>A run of the notebook: one set of rules played by bots.</extracomment>
        <translation>Simulazione</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>The rules of a run in the notebook: %1 played against their base %2.</extracomment>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>A column of the notebook&apos;s list: when the run was played.</extracomment>
        <translation>Data</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>A column of the notebook&apos;s list: what kind of run (comparison, sweep…).</extracomment>
        <translation>Simulazione</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>A column of the notebook&apos;s list: how many games the bots played.</extracomment>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>%1 (rerun)</source>
        <extracomment>A run of the notebook that played another run again, e.g. &quot;Comparison (rerun)&quot;.</extracomment>
        <translation>%1 (rigiocata)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The computer players of a run in the notebook: how many, and the bot each seat had.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>A column of the notebook&apos;s list: the seed the run&apos;s games were played from.</extracomment>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>A column of the notebook&apos;s list: the computer players, seat by seat.</extracomment>
        <translation>Bot</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>A column of the notebook&apos;s list: the title the rules of a run carry (&quot;Gold rush&quot;).</extracomment>
        <translation>Titolo</translation>
    </message>
</context>
<context>
    <name>NotebookPage</name>
    <message>
        <source>Win rate</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>How long a game lasts, in decisions.</extracomment>
        <translation>Durata della partita</translation>
    </message>
    <message>
        <source>A is run %1 (%2), B is run %3 (%4).</source>
        <translation>A è la simulazione %1 (%2), B è la simulazione %3 (%4).</translation>
    </message>
    <message>
        <source>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</source>
        <translation>Appaiato: le due simulazioni hanno giocato le stesse partite (giocatori, bot, numero di partite e seme), quindi entrambe le regole sono state rigiocate con quei semi e ogni partita è confrontata con la sua gemella. %1</translation>
    </message>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Non appaiato: le simulazioni hanno giocato partite diverse (giocatori, bot, numero di partite o seme diversi), quindi ogni valore è confrontato come due campioni indipendenti, A meno B con il suo intervallo al 95%; in grassetto: spicca dopo la correzione di Holm per %n confronto. %1</numerusform>
            <numerusform>Non appaiato: le simulazioni hanno giocato partite diverse (giocatori, bot, numero di partite o seme diversi), quindi ogni valore è confrontato come due campioni indipendenti, A meno B con il suo intervallo al 95%; in grassetto: spicca dopo la correzione di Holm per %n confronti. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Posto</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>Simulazione A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>Simulazione B</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periodo:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Cerca:</translation>
    </message>
    <message>
        <source>in the rules and the notes</source>
        <translation>nelle regole e nelle note</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Tutte le simulazioni</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Oggi</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Ultimi 7 giorni</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Ultimi 30 giorni</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Nota:</translation>
    </message>
    <message>
        <source>Your own words on the chosen run (saved when you press Enter or leave the field)</source>
        <translation>Le tue parole sulla simulazione scelta (salvate quando premi Invio o lasci il campo)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Apri</translation>
    </message>
    <message>
        <source>The chosen run&apos;s results, as the lab showed them</source>
        <translation>I risultati della simulazione scelta, come li ha mostrati il laboratorio</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>C&amp;onfronta</translation>
    </message>
    <message>
        <source>Two chosen runs of one game, the first minus the second</source>
        <translation>Due simulazioni scelte di un gioco, la prima meno la seconda</translation>
    </message>
    <message>
        <source>&amp;Rerun</source>
        <translation>&amp;Rigioca</translation>
    </message>
    <message>
        <source>Play the chosen run again exactly and check that the result is identical</source>
        <translation>Rigioca esattamente la simulazione scelta e verifica che il risultato sia identico</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Esporta</translation>
    </message>
    <message>
        <source>As &amp;JSON (with the results)…</source>
        <translation>Come &amp;JSON (con i risultati)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (the list)…</source>
        <translation>Come &amp;CSV (l’elenco)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>E&amp;limina…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>The notebook: %1</source>
        <translation>Il quaderno: %1</translation>
    </message>
    <message>
        <source>There is no notebook: runs are not kept.</source>
        <translation>Non c’è un quaderno: le simulazioni non vengono conservate.</translation>
    </message>
    <message>
        <source>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</source>
        <translation>Il quaderno è aperto in sola lettura: lo tiene %1. Le sue simulazioni si possono aprire, confrontare, rigiocare ed esportare, ma non si conserva nulla di nuovo, le note non si possono cambiare e le simulazioni non si possono eliminare. Chiudi l’altra finestra o programma e riapri l’editor per scriverci.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</source>
        <translation>Il quaderno è stato scritto da una versione più recente di Houserules (la sua versione %1, quella di questo programma %2): è aperto in sola lettura e non si conserva nulla di nuovo.</translation>
    </message>
    <message>
        <source>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</source>
        <translation>Non è stato possibile leggere il quaderno (%1). È stato messo da parte come %2, dove resta conservato per te, ed è stato iniziato un nuovo quaderno.</translation>
    </message>
    <message>
        <source>The notebook cannot be opened: %1</source>
        <translation>Il quaderno non si può aprire: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutti i giochi</translation>
    </message>
    <message>
        <source>Choose one run to keep a note with it.</source>
        <translation>Scegli una simulazione per conservarci una nota.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>La nota non è stata salvata: %1</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Nota salvata.</translation>
    </message>
    <message>
        <source>The runs were not deleted: %1</source>
        <translation>Le simulazioni non sono state eliminate: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n simulazione eliminata.</numerusform>
            <numerusform>%n simulazioni eliminate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Elimina simulazioni</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>Eliminare %n simulazione dal quaderno, con i suoi risultati? Non si può annullare.</numerusform>
            <numerusform>Eliminare %n simulazioni dal quaderno, con i loro risultati? Non si può annullare.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs are exported as .json or .csv, not .%1.</source>
        <translation>Le simulazioni si esportano come .json o .csv, non come .%1.</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Impossibile esportare: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n simulazione esportata in %1.</numerusform>
            <numerusform>%n simulazioni esportate in %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Esporta simulazioni</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>The run cannot be opened: %1</source>
        <translation>La simulazione non si può aprire: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</source>
        <translation>%1 di %2: %L3 partite, %4 giocatori (%5), seme %6, giocata il %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Simulazione %1</translation>
    </message>
    <message>
        <source>Choose two runs of one game to compare.</source>
        <translation>Scegli due simulazioni di un gioco da confrontare.</translation>
    </message>
    <message>
        <source>The runs cannot be compared: %1</source>
        <translation>Le simulazioni non si possono confrontare: %1</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>Il confronto è stato annullato.</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Confrontate.</translation>
    </message>
    <message>
        <source>Run %1 against run %2</source>
        <translation>Simulazione %1 contro simulazione %2</translation>
    </message>
    <message>
        <source>Playing both rules again on the same %L1 games…</source>
        <translation>Rigioco di entrambe le regole sulle stesse %L1 partite…</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Confronto in corso…</translation>
    </message>
    <message>
        <source>The run cannot be played again: %1</source>
        <translation>La simulazione non si può rigiocare: %1</translation>
    </message>
    <message>
        <source>The rerun was cancelled: nothing was kept.</source>
        <translation>Il rigioco è stato annullato: non si è conservato nulla.</translation>
    </message>
    <message>
        <source>The rerun was not kept in the notebook: %1</source>
        <translation>Il rigioco non è stato conservato nel quaderno: %1</translation>
    </message>
    <message>
        <source>The rerun is kept in the notebook.</source>
        <translation>Il rigioco è conservato nel quaderno.</translation>
    </message>
    <message>
        <source>The rerun is not kept: the notebook is open read-only.</source>
        <translation>Il rigioco non è conservato: il quaderno è aperto in sola lettura.</translation>
    </message>
    <message>
        <source>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</source>
        <translation>Identica alla simulazione conservata %1: le stesse regole, semi e bot hanno dato le stesse partite.</translation>
    </message>
    <message>
        <source>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</source>
        <translation>Non identica alla simulazione conservata %1: le stesse regole, semi e bot hanno dato altre partite (un’altra versione del programma gioca diversamente?).</translation>
    </message>
    <message>
        <source>Playing the run again: %L1 games…</source>
        <translation>Rigioco della simulazione: %L1 partite…</translation>
    </message>
    <message>
        <source>As text</source>
        <extracomment>A page of a run opened from the notebook: its numbers as houserules-cli prints them.</extracomment>
        <translation>Come testo</translation>
    </message>
    <message>
        <source>The notebook could not be read whole, so runs are missing from this list: %1</source>
        <translation>Non è stato possibile leggere tutto il quaderno, quindi in questo elenco mancano delle simulazioni: %1</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Per esportare le simulazioni che si possono ancora leggere: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the game, period and search let through.</extracomment>
        <translation>
            <numerusform>%n simulazione corrisponde</numerusform>
            <numerusform>%n simulazioni corrispondono</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the notebook holds.</extracomment>
        <translation>
            <numerusform>%n simulazione</numerusform>
            <numerusform>%n simulazioni</numerusform>
        </translation>
    </message>
    <message>
        <source>The two runs compared</source>
        <translation>Le due simulazioni a confronto</translation>
    </message>
    <message>
        <source>Runs in the notebook</source>
        <translation>Simulazioni nel quaderno</translation>
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
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Nessuna carta per %1: aggiungine o togli la riga.</translation>
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
        <source>The fewest players (%1) may not be more than the most (%2).</source>
        <translation>Il numero minimo di giocatori (%1) non può superare il massimo (%2).</translation>
    </message>
    <message>
        <source>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</source>
        <extracomment>%1 is a key as an older Houserules wrote it in a file (&quot;businesss&quot;), %2 the key now (&quot;businesses&quot;).</extracomment>
        <translation>«%1» è una vecchia grafia di «%2»: viene letta come «%2», e salvando si scrive «%2».</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number (write &quot;%1 %&quot; where a space comes before the sign).</extracomment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One kind of card of a deck: its row&apos;s name, then its column&apos;s (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list: &quot;9 and 10&quot;.</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found %3.</source>
        <extracomment>%3 is what the file holds instead (&quot;12&quot;, or a word).</extracomment>
        <translation>Previsto un numero intero da %1 a %2, trovato: %3.</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Previsti da %1 a %2 valori, trovati: %3.</translation>
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
    <message>
        <source>Values by number of players</source>
        <translation>Valori per numero di giocatori</translation>
    </message>
    <message>
        <source>Remove the chosen player count</source>
        <translation>Togli il numero di giocatori scelto</translation>
    </message>
</context>
<context>
    <name>PlaytestLab</name>
    <message>
        <source>%1&#xa0;s</source>
        <extracomment>Time left, in seconds.</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1&#xa0;min %2&#xa0;s</source>
        <extracomment>Time left, in minutes and seconds.</extracomment>
        <translation>%1&#xa0;min %2&#xa0;s</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Salva il grafico</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni SVG (*.svg)</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Laboratorio di prova</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is the title of the edited rules, %2 that of their base.</extracomment>
        <translation>%1 a confronto con %2</translation>
    </message>
    <message>
        <source>No rules chosen yet.</source>
        <translation>Nessuna regola ancora scelta.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Giocatori:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Partite:</translation>
    </message>
    <message>
        <source>Games under each set of rules (each value, in a sweep); the same seeds for both</source>
        <translation>Partite per ciascun insieme di regole (per ciascun valore, in una scansione); gli stessi semi per entrambi</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;eme:</translation>
    </message>
    <message>
        <source>The same seed deals and plays the same games again</source>
        <translation>Lo stesso seme ridistribuisce e rigioca le stesse partite</translation>
    </message>
    <message>
        <source>Card &amp;impact</source>
        <translation>&amp;Impatto delle carte</translation>
    </message>
    <message>
        <source>Also count who held and who played each card kind (a little slower)</source>
        <translation>Conta anche chi aveva e chi ha giocato ogni tipo di carta (un po’ più lento)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Avvia</translation>
    </message>
    <message>
        <source>Play every game under the edited rules and under the base rules, with the same seeds</source>
        <translation>Gioca ogni partita con le regole modificate e con le regole di base, con gli stessi semi</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnulla</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>Esp&amp;orta</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Posto %1:</translation>
    </message>
    <message>
        <source>Results as &amp;JSON…</source>
        <translation>Risultati come &amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Risultati come &amp;CSV…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Grafici come &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as &amp;SVG…</source>
        <translation>Grafici come &amp;SVG…</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Salva il grafico come PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Salva il grafico come SVG…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Confronto</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numeri</translation>
    </message>
    <message>
        <source>Card impact</source>
        <translation>Impatto delle carte</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Scansione</translation>
    </message>
    <message>
        <source>Notable differences</source>
        <translation>Differenze notevoli</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;egole:</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Regole modificate</translation>
    </message>
    <message>
        <source>Base rules</source>
        <translation>Regole di base</translation>
    </message>
    <message>
        <source>P&amp;arameter:</source>
        <translation>P&amp;arametro:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Da:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;A:</translation>
    </message>
    <message>
        <source>Run s&amp;weep</source>
        <translation>Avvia la &amp;scansione</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Mostra:</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <extracomment>A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.</extracomment>
        <translation>%1 (ora %2)</translation>
    </message>
    <message>
        <source>The edited rules and the base rules are of different games.</source>
        <translation>Le regole modificate e le regole di base sono di giochi diversi.</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Vittorie per posto</translation>
    </message>
    <message>
        <source>Mean score per seat</source>
        <translation>Punteggio medio per posto</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durata della partita</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annullamento…</translation>
    </message>
    <message>
        <source>A run is going: wait for it or cancel it.</source>
        <translation>C’è già una simulazione in corso: aspettala o annullala.</translation>
    </message>
    <message>
        <source>No rules to playtest yet.</source>
        <translation>Ancora nessuna regola da provare.</translation>
    </message>
    <message>
        <source>Choose the players, a bot for every seat and the number of games.</source>
        <translation>Scegli i giocatori, un giocatore computer per ogni posto e il numero di partite.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Il seme deve essere un numero intero.</translation>
    </message>
    <message>
        <source>Playing %L1 games under both rules…</source>
        <translation>%L1 partite in corso con entrambe le regole…</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, from the lower to the higher.</source>
        <translation>Una scansione prende da 1 a %1 valori, dal più basso al più alto.</translation>
    </message>
    <message>
        <source>The base rules must come from a file for a sweep.</source>
        <translation>Per una scansione le regole di base devono provenire da un file.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the sweep: %1</source>
        <translation>Impossibile creare una cartella temporanea per la scansione: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the sweep.</source>
        <translation>Impossibile scrivere le regole modificate per la scansione.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3…</source>
        <translation>Scansione di %1 da %2 a %3…</translation>
    </message>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, ancora %2</translation>
    </message>
    <message>
        <source>The games could not start: %1</source>
        <translation>Le partite non sono potute iniziare: %1</translation>
    </message>
    <message>
        <source>Cancelled after %L1 of %L2 games (%3&#xa0;s): the results cover those games.</source>
        <translation>Annullato dopo %L1 partite su %L2 (%3&#xa0;s): i risultati riguardano quelle partite.</translation>
    </message>
    <message>
        <source>%L1 games under both rules in %2&#xa0;s.</source>
        <translation>%L1 partite con entrambe le regole in %2&#xa0;s.</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1&#xa0;s: the values not reached have no games.</source>
        <translation>Scansione annullata dopo %1&#xa0;s: i valori non raggiunti non hanno partite.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2&#xa0;s.</source>
        <translation>
            <numerusform>Scansione di %1 su %n valore in %2&#xa0;s.</numerusform>
            <numerusform>Scansione di %1 su %n valori in %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Indicatori del gioco (tutti i posti)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Distribuzione dei punteggi (tutti i posti)</translation>
    </message>
    <message>
        <source>Run the games to compare the edited rules with the base rules.</source>
        <translation>Avvia le partite per confrontare le regole modificate con quelle di base.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Misura</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Differenza</translation>
    </message>
    <message>
        <source>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</source>
        <translation>Regole modificate meno regole di base sulle stesse partite, ± la semiampiezza dell’intervallo appaiato al 95%; in grassetto dove l’intervallo esclude lo zero</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punti</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Vittorie</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Tutti</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Punteggio medio</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Decisioni per partita</translation>
    </message>
    <message>
        <source>Games without a winner</source>
        <translation>Partite senza vincitore</translation>
    </message>
    <message>
        <source>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</source>
        <translation>Spunta «Impatto delle carte» e avvia le partite per vedere, per ogni tipo di carta, quanto spesso hanno vinto i giocatori che l’avevano in mano o l’hanno giocata.</translation>
    </message>
    <message>
        <source>These games were played without card impact: tick “Card impact” and run them again.</source>
        <translation>Queste partite sono state giocate senza l’impatto delle carte: spunta «Impatto delle carte» e avviale di nuovo.</translation>
    </message>
    <message>
        <source>These games had different bots in different seats: the pooled win rates mix them.</source>
        <translation>In queste partite c’erano giocatori computer diversi nei diversi posti: le percentuali accorpate li mescolano.</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then run the sweep.</source>
        <translation>Scegli un parametro e un intervallo, poi avvia la scansione.</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</source>
        <translation>Più equilibrato: %1 = %2. Lì il posto %3 vince di più e il posto %4 di meno, a %5 punti di distanza (intervallo al 95%: da %6 a %7).</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: %3</source>
        <translation>%1 = %2 non è stato giocato: %3</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: the sweep was cancelled first.</source>
        <translation>%1 = %2 non è stato giocato: la scansione è stata annullata prima.</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Non ci sono ancora risultati da esportare.</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>File JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Esporta i grafici</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Esporta i risultati</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 salvato.</translation>
    </message>
    <message>
        <source>Your changes against %1</source>
        <extracomment>Rules being edited that still carry their base&apos;s title, %1.</extracomment>
        <translation>Le tue modifiche a confronto con %1</translation>
    </message>
    <message>
        <source>estimating…</source>
        <extracomment>While a run has not yet played enough games to tell its speed.</extracomment>
        <translation>stima in corso…</translation>
    </message>
    <message>
        <source>%1 games/s</source>
        <translation>%1 partite/s</translation>
    </message>
    <message>
        <source>The rules changed, so the run was stopped: run it again for the new rules.</source>
        <translation>Le regole sono cambiate, quindi la simulazione è stata fermata: avviala di nuovo per le nuove regole.</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <extracomment>A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.</extracomment>
        <translation>%1 (%2 giocatori)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One suit&apos;s count in a list of them: %1 is the suit, %2 the count (&quot;Gold 2&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One suit&apos;s count of a card, in a sweep: %1 is the suit, %2 the card (&quot;Gold: Dynamite&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2: all)</source>
        <extracomment>A card&apos;s count in every suit at once, in a sweep: %1 is the card, %2 the word for a suit as a table heading (&quot;Dynamite (Colour: all)&quot;).</extracomment>
        <translation>%1 (%2: tutti)</translation>
    </message>
    <message>
        <source>Every other value is less balanced by more than the uncertainty of the difference.</source>
        <translation>Ogni altro valore è meno equilibrato, di più dell’incertezza della differenza.</translation>
    </message>
    <message>
        <source>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</source>
        <translation>Con questo numero di partite nessun valore si distingue: %1 = %2 non si distinguono dal più equilibrato, %3 (posti a %4 punti di distanza, intervallo al 95%: da %5 a %6).</translation>
    </message>
    <message>
        <source>About %L1 games per value would tell the best two apart, if their difference is what these games show.</source>
        <translation>Circa %L1 partite per valore distinguerebbero i due migliori, se la loro differenza è quella che mostrano queste partite.</translation>
    </message>
    <message>
        <source>The best two are exactly as balanced in these games: no number of games would tell them apart.</source>
        <translation>I due migliori sono esattamente altrettanto equilibrati in queste partite: nessun numero di partite li distinguerebbe.</translation>
    </message>
    <message>
        <source>not played</source>
        <extracomment>A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).</extracomment>
        <translation>non giocata</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>A heatmap cell: %1 the value, %2 half its 95% interval.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4, %L5 games)</source>
        <translation>%1: %2 (intervallo al 95%: da %3 a %4, %L5 partite)</translation>
    </message>
    <message>
        <source>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</source>
        <translation>Una griglia di %1 × %2 = %3 caselle è troppo grande: una scansione di due parametri ha al massimo %4 caselle.</translation>
    </message>
    <message>
        <source>Choose two different parameters for a sweep of two.</source>
        <translation>Scegli due parametri diversi per una scansione di due.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</source>
        <translation>Scansione di %1 da %2 a %3 e di %4 da %5 a %6…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3&#xa0;s.</source>
        <translation>
            <numerusform>Scansione di %1 e %2 su %n casella in %3&#xa0;s.</numerusform>
            <numerusform>Scansione di %1 e %2 su %n caselle in %3&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The second parameter of a sweep: none, a sweep of one parameter.</extracomment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Win rate of seat %1</source>
        <translation>Vittorie del posto %1</translation>
    </message>
    <message>
        <source>Mean score of seat %1</source>
        <translation>Punteggio medio del posto %1</translation>
    </message>
    <message>
        <source>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</source>
        <translation>Più equilibrato: %1. Lì il posto %2 vince di più e il posto %3 di meno, a %4 punti di distanza (intervallo al 95%: da %5 a %6).</translation>
    </message>
    <message>
        <source>Every other cell is less balanced by more than the uncertainty of the difference.</source>
        <translation>Ogni altra casella è meno equilibrata, di più dell’incertezza della differenza.</translation>
    </message>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>Con questo numero di partite nessuna casella si distingue: %n casella, riquadrata, non si distingue dalla più equilibrata, %1 (posti a %2 punti di distanza, intervallo al 95%: da %3 a %4).</numerusform>
            <numerusform>Con questo numero di partite nessuna casella si distingue: %n caselle, riquadrate, non si distinguono dalla più equilibrata, %1 (posti a %2 punti di distanza, intervallo al 95%: da %3 a %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</source>
        <translation>Circa %L1 partite per casella distinguerebbero le due migliori, se la loro differenza è quella che mostrano queste partite.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell, standing out from the others.</source>
        <translation>Riquadrata: la casella più equilibrata, che si distingue dalle altre.</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell and those that cannot be told apart from it.</source>
        <translation>Riquadrate: la casella più equilibrata e quelle che non se ne distinguono.</translation>
    </message>
    <message>
        <source>Win rate of seat %1 (%)</source>
        <translation>Vittorie del posto %1 (%)</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <extracomment>The heatmap&apos;s title: %1 the figure shown, %2 and %3 the two swept parameters.</extracomment>
        <translation>%1 secondo %2 e %3</translation>
    </message>
    <message>
        <source>%1 was not played: %2</source>
        <extracomment>%1 names a cell of a grid (&quot;Cards in hand = 3, Dynamite = 2&quot;), %2 why it was not played.</extracomment>
        <translation>%1 non è stato giocato: %2</translation>
    </message>
    <message>
        <source>%1 was not played: the sweep was cancelled first.</source>
        <translation>%1 non è stato giocato: la scansione è stata annullata prima.</translation>
    </message>
    <message>
        <source>a&amp;nd:</source>
        <extracomment>Before the second parameter of a sweep: &quot;Parameter: Cards in hand … and: Dynamite …&quot;.</extracomment>
        <translation>&amp;e:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>da&amp;l:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>&amp;fino a:</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>The lab&apos;s page that plays several house rules against the base rules at once.</extracomment>
        <translation>Affiancate</translation>
    </message>
    <message>
        <source>Tick from 1 to %1 house rules to play beside the edited rules.</source>
        <translation>Spunta da 1 a %1 regole della casa da giocare accanto alle regole modificate.</translation>
    </message>
    <message>
        <source>Playing %L1 games under each of %2 rules…</source>
        <translation>%L1 partite in corso con ciascuna delle %2 regole…</translation>
    </message>
    <message>
        <source>%L1 games under each of %2 rules in %3&#xa0;s.</source>
        <translation>%L1 partite con ciascuna delle %2 regole in %3&#xa0;s.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Vittorie (%)</translation>
    </message>
    <message>
        <source>This game has no other house rules to compare with.</source>
        <translation>Questo gioco non ha altre regole della casa da confrontare.</translation>
    </message>
    <message>
        <source>At most %1 house rules besides the base in one run.</source>
        <translation>Al massimo %1 regole della casa oltre alle regole di base in una serie.</translation>
    </message>
    <message>
        <source>Tick at least one more house rule.</source>
        <translation>Spunta almeno un’altra regola della casa.</translation>
    </message>
    <message>
        <source>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</source>
        <translation>Spunta le regole della casa e avviale: ognuna è giocata contro le regole di base con gli stessi semi, come le regole modificate.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A measure and its unit, as an axis or a legend reads: &quot;First player advantage (points)&quot;.
----------
A house rule&apos;s value and, in brackets, its difference from the base rules.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1
Difference from the base rules: %2</source>
        <extracomment>%1: the value&apos;s 95% interval; %2: that of its difference from the base rules.</extracomment>
        <translation>%1
Differenza rispetto alle regole di base: %2</translation>
    </message>
    <message>
        <source>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</source>
        <translation>Regole della casa da giocare affiancate alle regole modificate, ognuna contro le regole di base con gli stessi semi:</translation>
    </message>
    <message>
        <source>Run side by side</source>
        <translation>Avvia affiancate</translation>
    </message>
    <message>
        <source>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</source>
        <translation>Rigioca le partite con entrambe le regole, con il bot euristico al posto 1 e bot casuali negli altri posti: quanto più spesso vince il giocatore più forte (il gradiente di abilità, nella pagina Misure)</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Equilibrio dei posti</translation>
    </message>
    <message>
        <source>First player advantage</source>
        <translation>Vantaggio del primo giocatore</translation>
    </message>
    <message>
        <source>Turn order balance</source>
        <translation>Equilibrio dell’ordine di turno</translation>
    </message>
    <message>
        <source>Duration in decisions</source>
        <translation>Durata in decisioni</translation>
    </message>
    <message>
        <source>Duration in turns</source>
        <translation>Durata in turni</translation>
    </message>
    <message>
        <source>Duration in rounds</source>
        <translation>Durata in giri</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <translation>Cambi al comando per partita</translation>
    </message>
    <message>
        <source>Drama: winner was behind</source>
        <extracomment>A measure of a good game: how often the eventual winner was behind.</extracomment>
        <translation>Suspense: il vincitore era indietro</translation>
    </message>
    <message>
        <source>Drama: by how much</source>
        <translation>Suspense: di quanto</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>A measure of a good game: how far into the game the winner took the lead for good.</extracomment>
        <translation>Decisività</translation>
    </message>
    <message>
        <source>How much more often the first player wins than the fair share</source>
        <translation>Quanto più spesso vince il primo giocatore rispetto alla sua giusta quota</translation>
    </message>
    <message>
        <source>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</source>
        <translation>Quanto durano le partite e quanto varia: la media, la deviazione standard (ds) e l’intervallo dell’80% centrale delle partite (il 10% è più breve, il 10% più lungo)</translation>
    </message>
    <message>
        <source>How often per game a player takes the sole lead of the public running score from another</source>
        <translation>Quante volte per partita un giocatore prende da solo il comando del punteggio parziale visibile a un altro</translation>
    </message>
    <message>
        <source>How often the eventual winner was behind in the running score at some point</source>
        <translation>Quanto spesso il vincitore finale è stato indietro nel punteggio parziale a un certo punto</translation>
    </message>
    <message>
        <source>In the games whose winner was behind: by how many points at most, on average</source>
        <translation>Nelle partite in cui il vincitore era indietro: di quanti punti al massimo, in media</translation>
    </message>
    <message>
        <source>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</source>
        <translation>A che punto della partita il vincitore finale ha preso il comando senza più perderlo (0%: in testa dall’inizio)</translation>
    </message>
    <message>
        <source>This game counts no turns.</source>
        <translation>Questo gioco non conta turni.</translation>
    </message>
    <message>
        <source>This game counts no rounds.</source>
        <translation>Questo gioco non conta giri.</translation>
    </message>
    <message>
        <source>This game keeps no public running score.</source>
        <translation>Questo gioco non tiene un punteggio parziale visibile.</translation>
    </message>
    <message>
        <source>Needs at least two seats.</source>
        <translation>Richiede almeno due posti.</translation>
    </message>
    <message>
        <source>No paired difference: the games whose winner was behind differ between the rules.</source>
        <translation>Nessuna differenza appaiata: le partite in cui il vincitore era indietro non sono le stesse con le due regole.</translation>
    </message>
    <message>
        <source>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</source>
        <translation>Nessuna differenza appaiata: un divario è la più grande di più differenze, quindi risulta un po’ alto. Confronta invece i valori delle due regole.</translation>
    </message>
    <message>
        <source>%1 (sd %2; %3–%4)</source>
        <extracomment>A mean duration, its standard deviation and the range of the middle 80% of games, e.g. &quot;52.3 (sd 8.1; 42–63)&quot;.</extracomment>
        <translation>%1 (ds %2; %3–%4)</translation>
    </message>
    <message>
        <source>Skill gradient: hard vs normal</source>
        <extracomment>The skill gradient of the search bot against heuristic bots.</extracomment>
        <translation>Gradiente di abilità: difficile contro normale</translation>
    </message>
    <message>
        <source>Skill gradient: normal vs random</source>
        <extracomment>The skill gradient of the heuristic bot against random bots.</extracomment>
        <translation>Gradiente di abilità: normale contro casuale</translation>
    </message>
    <message>
        <source>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</source>
        <translation>Quanto più spesso un bot più forte al posto 1 (%1) vince rispetto alla media dei più deboli (%2) negli altri posti, su %L3 partite: più abilità o più fortuna?</translation>
    </message>
    <message>
        <source>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</source>
        <translation>Avvia un confronto: le misure di un buon gioco per entrambe le regole compaiono qui, ciascuna con il suo intervallo al 95%.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n differenza rispetto alle regole di base esaminata, %1 con un intervallo che esclude lo zero (in grassetto). Anche se le regole modificate non cambiassero nulla, circa %2 escluderebbero lo zero per puro caso.</numerusform>
            <numerusform>%n differenze rispetto alle regole di base esaminate, %1 con un intervallo che esclude lo zero (in grassetto). Anche se le regole modificate non cambiassero nulla, circa %2 escluderebbero lo zero per puro caso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</source>
        <translation>Spunta «Misura anche l’abilità» e avvia di nuovo per il gradiente di abilità.</translation>
    </message>
    <message>
        <source>Measures</source>
        <extracomment>The lab&apos;s page of the measures of a good game (balance, duration, drama, skill).</extracomment>
        <translation>Misure</translation>
    </message>
    <message>
        <source>Also measure skill, under both rules:</source>
        <extracomment>Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).</extracomment>
        <translation>Misura anche l’abilità, con entrambe le regole:</translation>
    </message>
    <message>
        <source>Normal vs random</source>
        <extracomment>A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).</extracomment>
        <translation>Normale contro casuale</translation>
    </message>
    <message>
        <source>Hard vs normal (slow)</source>
        <extracomment>A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).</extracomment>
        <translation>Difficile contro normale (lento)</translation>
    </message>
    <message>
        <source>Cancelled while measuring skill (%3&#xa0;s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</source>
        <translation>Annullato durante la misura dell’abilità (%3 s): il confronto è completo, il gradiente di abilità copre %L1 partite su %L2.</translation>
    </message>
    <message>
        <source>%1 at %2% of the game: %3 (%4)</source>
        <translation>%1 al %2% della partita: %3 (%4)</translation>
    </message>
    <message>
        <source>Leader&apos;s margin</source>
        <translation>Vantaggio del primo</translation>
    </message>
    <message>
        <source>Leader&apos;s score</source>
        <translation>Punteggio del primo</translation>
    </message>
    <message>
        <source>Total of all scores</source>
        <translation>Totale di tutti i punteggi</translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Carte ancora da pescare</translation>
    </message>
    <message>
        <source>Over the course of a game</source>
        <translation>Nel corso di una partita</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Misura:</translation>
    </message>
    <message>
        <source>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</source>
        <translation>Ciò che il grafico segue nel corso della partita: il punteggio più alto meno il secondo, il punteggio più alto, tutti i punteggi sommati, o le carte ancora da pescare</translation>
    </message>
    <message>
        <source>Over the course of a game: %1</source>
        <translation>Nel corso di una partita: %1</translation>
    </message>
    <message>
        <source>Game played (%)</source>
        <translation>Partita giocata (%)</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it is open read-only.</source>
        <translation>Non conservata nel quaderno: è aperto in sola lettura.</translation>
    </message>
    <message>
        <source>Not kept in the notebook: %1</source>
        <translation>Non conservata nel quaderno: %1</translation>
    </message>
    <message>
        <source>Kept in the notebook.</source>
        <translation>Conservata nel quaderno.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range a rule may take in a search: from one value to another.
----------
The counts of a card across many suits, from the least to the most (&quot;0 to 3&quot;).</extracomment>
        <translation>da %1 a %2</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it cannot be opened (%1).</source>
        <translation>Non conservata nel quaderno: non si può aprire (%1).</translation>
    </message>
    <message>
        <source>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</source>
        <translation>Quanto distano le percentuali di vittoria dei posti, così come siedono: quella del posto migliore meno quella del peggiore. L’intervallo tiene conto che quei due posti sono scelti dalle stesse partite, ed esclude lo zero solo quando il test di posti uguali trova una differenza.</translation>
    </message>
    <message>
        <source>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</source>
        <translation>Quanto distano le percentuali di vittoria secondo la posizione nell’ordine di turno: quella della posizione migliore meno quella della peggiore. L’intervallo tiene conto che quelle due posizioni sono scelte dalle stesse partite.</translation>
    </message>
    <message>
        <source>p &lt; %1</source>
        <translation>p &lt; %1</translation>
    </message>
    <message>
        <source>p = %1</source>
        <extracomment>A p-value: the chance of so large a difference if the seats were equal.</extracomment>
        <translation>p = %1</translation>
    </message>
    <message>
        <source>The seats&apos; win rates differ beyond chance (%1).</source>
        <translation>Le percentuali di vittoria dei posti differiscono oltre il caso (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the seats&apos; win rates apart (%1).</source>
        <translation>Queste partite non permettono di distinguere le percentuali di vittoria dei posti (%1).</translation>
    </message>
    <message>
        <source>The places&apos; win rates differ beyond chance (%1).</source>
        <translation>Le percentuali di vittoria delle posizioni nell’ordine di turno differiscono oltre il caso (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the places&apos; win rates apart (%1).</source>
        <translation>Queste partite non permettono di distinguere le percentuali di vittoria delle posizioni nell’ordine di turno (%1).</translation>
    </message>
    <message>
        <source>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</source>
        <translation>Equilibrio dei posti: con nessuna di queste regole le percentuali di vittoria dei posti differiscono oltre il caso (un test di posti uguali al livello del 5%).</translation>
    </message>
    <message>
        <source>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</source>
        <translation>Equilibrio dei posti: con %1 le percentuali di vittoria dei posti differiscono oltre il caso (un test di posti uguali al livello del 5%).</translation>
    </message>
    <message>
        <source>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</source>
        <translation>L’intervallo di ogni scarto tiene conto che i suoi due posti sono scelti dalle stesse partite: dove esclude lo zero, i posti differiscono oltre il caso.</translation>
    </message>
    <message>
        <source>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</source>
        <translation>Nessuna: nessuna differenza si distingue, quindi queste partite non permettono di distinguere le regole. Più partite restringono gli intervalli.</translation>
    </message>
    <message numerus="yes">
        <source>Notable: a difference that stands out after Holm&apos;s correction over all the %n difference(s) tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</source>
        <extracomment>Below the notable differences of a comparison.</extracomment>
        <translation>
            <numerusform>Notevole: una differenza che si distingue dopo la correzione di Holm sulla %n differenza esaminata qui; anche se le regole non cambiassero nulla, la probabilità di elencarne una è del 5%.</numerusform>
            <numerusform>Notevole: una differenza che si distingue dopo la correzione di Holm su tutte le %n differenze esaminate qui; anche se le regole non cambiassero nulla, la probabilità di elencarne una è del 5%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</source>
        <translation>
            <numerusform>%n differenza dalle regole base esaminata; %1 si distinguono dopo la correzione di Holm (in grassetto): anche se nessuna regola della casa cambiasse nulla, la probabilità di segnarne una è del 5%.</numerusform>
            <numerusform>%n differenze dalle regole base esaminate; %1 si distinguono dopo la correzione di Holm su tutte (in grassetto): anche se nessuna regola della casa cambiasse nulla, la probabilità di segnarne una è del 5%.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</source>
        <translation>Il bot di ricerca al posto 1 contro bot euristici, con entrambe le regole: tante partite quante ne servono per un gradiente entro ±3 punti (%L1 con quattro giocatori), lento perché riflette su ogni mossa. All’avvio il laboratorio ne cronometra alcune e dice quanto durerà il resto; oltre %2 minuti non le gioca e dice che non si può stabilire.</translation>
    </message>
    <message>
        <source>Cannot tell (±%1)</source>
        <extracomment>A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. &quot;8.4&quot;.</extracomment>
        <translation>Non si può dire (±%1)</translation>
    </message>
    <message>
        <source>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</source>
        <translation>Il suo intervallo al 95% è di ±%1 punti, più largo di ±3: queste %L2 partite non permettono di dire quanto conta l’abilità con queste regole. Circa %L3 partite lo permetterebbero.</translation>
    </message>
    <message>
        <source>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 45 minutes&quot;; %3: the lab&apos;s limit in minutes.</extracomment>
        <translation>Un gradiente entro ±3 punti richiede %L1 partite con entrambe le regole, %2 su questo computer: più del limite del laboratorio di %3 minuti, quindi non è stato giocato. La riga di comando (houserules-cli simulate --skill hard) non ha questo limite.</translation>
    </message>
    <message>
        <source>Cannot tell</source>
        <translation>Non si può dire</translation>
    </message>
    <message>
        <source>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</source>
        <translation>Ogni partita si gioca con entrambe le regole e lo stesso seme, così la fortuna della distribuzione si annulla quasi del tutto. Una differenza è regole modificate meno regole di base; ± è la semiampiezza del suo intervallo al 95%. Una differenza entro il suo ± può essere rumore, e tra molte differenze alcune escludono lo zero per caso: solo quelle che si distinguono dopo la correzione di Holm su tutte hanno una frase.</translation>
    </message>
    <message>
        <source>Candidates tried</source>
        <translation>Candidati provati</translation>
    </message>
    <message>
        <source>Still in the race</source>
        <translation>Ancora in gara</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Scartati</translation>
    </message>
    <message>
        <source>Breaks a requirement</source>
        <translation>Non rispetta un requisito</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Migliore finora</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidato</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n differenza tra %1 e %2 esaminata, %3 con un intervallo che esclude lo zero (in grassetto). Anche se le due regole si giocassero allo stesso modo, circa %4 escluderebbero lo zero per puro caso.</numerusform>
            <numerusform>%n differenze tra %1 e %2 esaminate, %3 con un intervallo che esclude lo zero (in grassetto). Anche se le due regole si giocassero allo stesso modo, circa %4 escluderebbero lo zero per puro caso.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands out from the mean of the grid, %1.</source>
        <translation>Si distingue dalla media della griglia, %1.</translation>
    </message>
    <message>
        <source>≈ Cannot be told apart from the mean of the grid, %1.</source>
        <translation>≈ Non si distingue dalla media della griglia, %1.</translation>
    </message>
    <message>
        <source>mean %1</source>
        <extracomment>Beside the middle of the heatmap&apos;s colour scale: %1 is the mean of the grid&apos;s cells.</extracomment>
        <translation>media %1</translation>
    </message>
    <message>
        <source>No cell stands out from the mean: every difference is within the noise.</source>
        <translation>Nessuna casella si distingue dalla media: ogni differenza rientra nel rumore.</translation>
    </message>
    <message>
        <source>Cannot be told apart from the mean at this number of games.</source>
        <translation>Con questo numero di partite non si distingue dalla media.</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</source>
        <translation>Una scansione prende da 1 a %1 valori, scritti come 2..6 o 2,3,5, o per una lista come [1..6], [1..8]; non «%2».</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>The unit of a target on a difference of win rates.
----------
The unit of a difference between win rates, in percentage points.</extracomment>
        <translation>punti</translation>
    </message>
    <message>
        <source>per game</source>
        <extracomment>The unit of a target on a game&apos;s figure counted per game.</extracomment>
        <translation>per partita</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>decisioni</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>turni</translation>
    </message>
    <message>
        <source>rounds</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>giri</translation>
    </message>
    <message>
        <source>Add at least one rule that may change.</source>
        <translation>Aggiungi almeno una regola che può cambiare.</translation>
    </message>
    <message>
        <source>Add at least one target.</source>
        <translation>Aggiungi almeno un obiettivo.</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <extracomment>A target: %1 a number, %2 its unit (&quot;at most 30 %&quot;).</extracomment>
        <translation>al massimo %1 %2</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>almeno %1 %2</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A target: between two numbers, %3 their unit (&quot;40 to 60 decisions&quot;).</extracomment>
        <translation>da %1 a %2 %3</translation>
    </message>
    <message>
        <source>required</source>
        <extracomment>A target every proposal must meet.</extracomment>
        <translation>obbligatorio</translation>
    </message>
    <message>
        <source>goal, weight %1</source>
        <translation>obiettivo, peso %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>A figure with its 95% interval: &quot;1.2 (−0.4 to 2.8)&quot;.</extracomment>
        <translation>%1 (da %2 a %3)</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies within the target.</extracomment>
        <translation>raggiunto</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies outside the target.</extracomment>
        <translation>mancato</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <extracomment>A target against a proposal&apos;s figure: its 95% interval reaches both inside and outside the target.</extracomment>
        <translation>non si può dire</translation>
    </message>
    <message>
        <source>Choose what may change and what the game should look like, then start the search.</source>
        <translation>Scegli che cosa può cambiare e come dovrebbe essere il gioco, poi avvia la ricerca.</translation>
    </message>
    <message>
        <source>Playing the best again on fresh games, with the edited rules alongside…</source>
        <translation>I migliori vengono rigiocati su partite nuove, accanto alle regole modificate…</translation>
    </message>
    <message>
        <source>Round %1 of at most %2: %3 of %4 candidates played</source>
        <extracomment>While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.</extracomment>
        <translation>Giro %1 di al massimo %2: %3 candidati giocati su %4</translation>
    </message>
    <message>
        <source>Measuring how fast this machine plays…</source>
        <translation>Misura della velocità di gioco di questo computer…</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · ancora circa %2</translation>
    </message>
    <message>
        <source>Best so far: none yet.</source>
        <translation>Migliore finora: ancora nessuno.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A figure of the best so far: &quot;First player advantage 1.2 (−0.4 to 2.8) points&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Best so far: %1, on %L2 games: %3</source>
        <extracomment>%1 the rules&apos; values, %2 the games it played, %3 its figures.</extracomment>
        <translation>Migliore finora: %1, su %L2 partite: %3</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposta</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Apri nell’editor</translation>
    </message>
    <message>
        <source>A new house rule with these values, not yet saved</source>
        <translation>Una nuova regola della casa con questi valori, non ancora salvata</translation>
    </message>
    <message>
        <source>The edited rules</source>
        <translation>Le regole modificate</translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 partite nella ricerca su %n candidato, %L2 rifiutati dalle regole e mai giocati.</numerusform>
            <numerusform>%L1 partite nella ricerca su %n candidati, %L2 rifiutati dalle regole e mai giocati.</numerusform>
        </translation>
    </message>
    <message>
        <source>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</source>
        <translation>Le proposte sono state rigiocate su %L1 partite nuove ciascuna, ogni partita anche con le regole modificate: ogni cifra con il suo intervallo al 95% solo su quelle partite. Raggiunto: tutto l’intervallo è dentro l’obiettivo; non si può dire: sta in parte dentro e in parte fuori.</translation>
    </message>
    <message>
        <source>Cancelled: the best so far, on the search&apos;s games only.</source>
        <translation>Annullata: i migliori finora, solo sulle partite della ricerca.</translation>
    </message>
    <message>
        <source>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</source>
        <translation>Il budget di tempo corrisponde a %L1 partite su questo computer: cerca di nuovo con altrettante partite per ottenere le stesse proposte.</translation>
    </message>
    <message>
        <source>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</source>
        <translation>Di’ quali regole possono cambiare e come dovrebbe essere il gioco: la ricerca prova regole negli intervalli sulle stesse partite, scarta quelle chiaramente peggiori e rigioca le migliori su partite nuove. Parte dalle regole modificate, con i giocatori, i bot e il seme a sinistra.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules that may change&lt;/b&gt;</source>
        <translation>&lt;b&gt;Regole che possono cambiare&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Da</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>&amp;a</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Aggiungi regola</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Togli</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Intervallo</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the game should look like&lt;/b&gt;</source>
        <translation>&lt;b&gt;Come dovrebbe essere il gioco&lt;/b&gt;</translation>
    </message>
    <message>
        <source>between</source>
        <extracomment>How a target is given: between two values.</extracomment>
        <translation>tra</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>almeno</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>al massimo</translation>
    </message>
    <message>
        <source>about</source>
        <extracomment>How a target is given: a value give or take a tolerance.</extracomment>
        <translation>circa</translation>
    </message>
    <message>
        <source>a goal</source>
        <extracomment>A target the search weighs against the others.</extracomment>
        <translation>un obiettivo</translation>
    </message>
    <message>
        <source>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</source>
        <translation>Un obiettivo conta con il suo peso; una regola che manca un requisito viene dopo ogni regola che li rispetta tutti</translation>
    </message>
    <message>
        <source>&amp;weight</source>
        <translation>&amp;peso</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Aggiungi obiettivo</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Voluto</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>games</source>
        <translation>partite</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuti</translation>
    </message>
    <message>
        <source>Games give the same search on every computer; minutes play as many games as this one manages in that time</source>
        <translation>Con le partite la ricerca è la stessa su ogni computer; con i minuti questo computer gioca tutte le partite che riesce in quel tempo</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <extracomment>Starts the search for a rule.</extracomment>
        <translation>&amp;Cerca</translation>
    </message>
    <message>
        <source>Stop the search and keep the best so far</source>
        <translation>Ferma la ricerca e tieni i migliori finora</translation>
    </message>
    <message>
        <source>Find a rule</source>
        <extracomment>The lab&apos;s page that searches for the house rule that makes the game look as the designer wants.</extracomment>
        <translation>Trova una regola</translation>
    </message>
    <message>
        <source>Search cancelled after %L1 games (%2&#xa0;s): the best so far, on the search&apos;s games only.</source>
        <translation>Ricerca annullata dopo %L1 partite (%2 s): i migliori finora, solo sulle partite della ricerca.</translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2&#xa0;s: %n proposal(s).</source>
        <translation>
            <numerusform>Ricerca di %L1 partite in %2 s: %n proposta.</numerusform>
            <numerusform>Ricerca di %L1 partite in %2 s: %n proposte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>Ricerca di una regola per %n minuto…</numerusform>
            <numerusform>Ricerca di una regola per %n minuti…</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching for a rule in %L1 games…</source>
        <translation>Ricerca di una regola in %L1 partite…</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.</extracomment>
        <translation>%1, con %2</translation>
    </message>
    <message>
        <source>Distance from the targets</source>
        <translation>Distanza dagli obiettivi</translation>
    </message>
    <message>
        <source>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</source>
        <translation>Ogni punto è una regola provata: quanto le sue cifre distano dagli obiettivi sulle partite che ha giocato (0: tutti gli obiettivi raggiunti). Una regola che manca un requisito è disegnata in alto.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n candidate(s) in %1.</source>
        <translation>
            <numerusform>%n candidato esaminato in %1.</numerusform>
            <numerusform>%n candidati esaminati in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n giro di ricerca</numerusform>
            <numerusform>%n giri di ricerca</numerusform>
        </translation>
    </message>
    <message>
        <source>per player and game</source>
        <translation>per giocatore e partita</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2…</source>
        <extracomment>A sweep over values as written: %1 the parameter, %2 its values (&quot;[1..6], [1..8]&quot;).</extracomment>
        <translation>Scansione di %1 su %2…</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2 and %3 over %4…</source>
        <translation>Scansione di %1 su %2 e di %3 su %4…</translation>
    </message>
    <message>
        <source>Card values</source>
        <extracomment>The numbered cards of a deck, swept as a list of their values.</extracomment>
        <translation>Valori delle carte</translation>
    </message>
    <message>
        <source>for example %1, %2</source>
        <extracomment>An example of a list parameter&apos;s candidates in a search, as a placeholder: two lists.
----------
An example of a list parameter&apos;s values in a sweep, as a placeholder: two lists.</extracomment>
        <translation>per esempio %1, %2</translation>
    </message>
    <message>
        <source>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</source>
        <translation>Nessuna casella si distingue: con questo numero di partite ogni casella rientra nel rumore attorno alla media della griglia, %1, quindi ogni casella è grigia (≈).</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n casella si distingue dalla media della griglia, %1, ed è colorata secondo la distanza; quelle grigie (≈) non se ne distinguono.</numerusform>
            <numerusform>%n caselle si distinguono dalla media della griglia, %1, e sono colorate secondo la distanza; quelle grigie (≈) non se ne distinguono.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in every seat</source>
        <translation>%1 in ogni posto</translation>
    </message>
    <message>
        <source>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</source>
        <translation>Nessuna casella si distingue dalla media della griglia, %1: ogni differenza rientra nel rumore.</translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>A colori: la %n casella che si distingue dalla media della griglia, %1; in grigio (≈): le altre.</numerusform>
            <numerusform>A colori: le %n caselle che si distinguono dalla media della griglia, %1; in grigio (≈): le altre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intervals are 95%.</source>
        <translation>Gli intervalli sono al 95%.</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <extracomment>Before a list parameter&apos;s values in a sweep, each a whole list: &quot;[1..6], [1..8]&quot;.</extracomment>
        <translation>&amp;Valori:</translation>
    </message>
    <message>
        <source>Val&amp;ues:</source>
        <translation>Va&amp;lori:</translation>
    </message>
    <message>
        <source>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</source>
        <translation>Una lista per ogni valore della scansione, come dalla riga di comando: per esempio [1..10], [1..8], [0,2,4,6,8].</translation>
    </message>
    <message>
        <source>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</source>
        <translation>Una scansione gioca le regole modificate con un parametro impostato a turno su ciascun valore, ogni valore con gli stessi semi. La fascia attorno a una linea è il suo intervallo al 95%. Il valore più equilibrato è quello in cui il posto che vince di più e quello che vince di meno sono più vicini; è segnato solo se si distingue dagli altri di più dell’incertezza. Una griglia di due parametri colora solo le caselle che si distinguono dalla sua media; le altre sono grigie.</translation>
    </message>
    <message>
        <source>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 partite per casella sugli stessi semi, seme %3; giocatori computer: %4.</translation>
    </message>
    <message>
        <source>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 partite per valore sugli stessi semi, seme %3; giocatori computer: %4.</translation>
    </message>
    <message>
        <source>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</source>
        <translation>Per ogni tipo di carta: la percentuale di vittorie dei giocatori che l’avevano nella mano iniziale, e di quelli che l’hanno giocata, rispetto a tutti gli altri (come «vittorie quando pescata»). È ciò che si accompagna alla vittoria, non ciò che fa vincere: un giocatore computer può giocare una carta da una mano che perdeva comunque. I posti sono accorpati, quindi dai a ogni posto lo stesso giocatore computer.</translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>La tabella contiene %n test, entrambe le colonne insieme; anche se nessuna carta si accompagnasse alla vittoria, circa %1 di essi avrebbe un intervallo che esclude lo zero per puro caso. Perciò una differenza è in grassetto solo se si distingue dopo la correzione di Holm per tutti: qui %2.</numerusform>
            <numerusform>La tabella contiene %n test, entrambe le colonne insieme; anche se nessuna carta si accompagnasse alla vittoria, circa %1 di essi avrebbero un intervallo che esclude lo zero per puro caso. Perciò una differenza è in grassetto solo se si distingue dopo la correzione di Holm per tutti: qui %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stands out)</source>
        <extracomment>A card kind in the list of the controlled impact, %1 its name.</extracomment>
        <translation>%1 (si distingue)</translation>
    </message>
    <message>
        <source>Controlled impact: what a card does</source>
        <translation>Impatto controllato: cosa fa una carta</translation>
    </message>
    <message>
        <source>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</source>
        <translation>La tabella qui sopra mostra quali carte si accompagnano alla vittoria, non perché: un giocatore computer può giocare una carta da una mano che perdeva comunque. Per vedere cosa fa una carta, gioca le regole con una carta di quel tipo in meno e con una in più, ciascuna contro le regole così come sono, con gli stessi semi: le differenze qui sotto sono allora opera della carta.</translation>
    </message>
    <message>
        <source>C&amp;ard:</source>
        <translation>C&amp;arta:</translation>
    </message>
    <message>
        <source>These rules have no cards.</source>
        <translation>Queste regole non hanno carte.</translation>
    </message>
    <message>
        <source>Choose a card and play: each change takes the games set on the left, with their seed.</source>
        <translation>Scegli una carta e gioca: ogni modifica gioca le partite impostate a sinistra, con il loro seme.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2: %n carta di questo tipo; %L3 partite per ogni modifica con gli stessi semi. Una differenza è la modifica meno le regole così come sono, in grassetto dove il suo intervallo al 95% esclude lo zero.</numerusform>
            <numerusform>%1, %2: %n carte di questo tipo; %L3 partite per ogni modifica con gli stessi semi. Una differenza è la modifica meno le regole così come sono, in grassetto dove il suo intervallo al 95% esclude lo zero.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card fewer cannot be played: these rules have no %1 card.</source>
        <translation>Una carta in meno non si può giocare: queste regole non hanno nessuna carta «%1».</translation>
    </message>
    <message>
        <source>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</source>
        <translation>Una carta in più non si può giocare: queste regole ne hanno già %L1, il massimo di un tipo che il gioco consente.</translation>
    </message>
    <message>
        <source>One card fewer cannot be played: %1</source>
        <translation>Una carta in meno non si può giocare: %1</translation>
    </message>
    <message>
        <source>One card more cannot be played: %1</source>
        <translation>Una carta in più non si può giocare: %1</translation>
    </message>
    <message>
        <source>Cancelled: the differences cover the games played.</source>
        <translation>Annullato: le differenze riguardano le partite giocate.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>One card fewer (%L1 → %L2)</source>
        <translation>Una carta in meno (%L1 → %L2)</translation>
    </message>
    <message>
        <source>One card more (%L1 → %L2)</source>
        <translation>Una carta in più (%L1 → %L2)</translation>
    </message>
    <message>
        <source>Win rate, %1</source>
        <extracomment>A row of the controlled impact: the win rate of a seat (&quot;Seat 1&quot;), in points.</extracomment>
        <translation>Percentuale di vittorie, %1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Durata della partita (decisioni)</translation>
    </message>
    <message>
        <source>The base rules must come from a file to play them with a card more or fewer.</source>
        <translation>Le regole di base devono venire da un file per giocarle con una carta in più o in meno.</translation>
    </message>
    <message>
        <source>Could not write the edited rules to play them with a card more or fewer.</source>
        <translation>Impossibile scrivere le regole modificate per giocarle con una carta in più o in meno.</translation>
    </message>
    <message>
        <source>Controlled impact of %1 cancelled after %L2 games (%3&#xa0;s): the differences cover those games.</source>
        <translation>Impatto controllato di %1 annullato dopo %L2 partite (%3 s): le differenze riguardano quelle partite.</translation>
    </message>
    <message>
        <source>Controlled impact of %1: %L2 games for each change in %3&#xa0;s.</source>
        <translation>Impatto controllato di %1: %L2 partite per ogni modifica in %3 s.</translation>
    </message>
    <message>
        <source>Play with one fewer and one &amp;more</source>
        <translation>Gioca con una in meno e una in &amp;più</translation>
    </message>
    <message>
        <source>Playing one %1 fewer and one more, %L2 games each…</source>
        <extracomment>%1 is a card kind; each change plays %L2 games.</extracomment>
        <translation>Partite con una carta %1 in meno e una in più, %L2 ciascuna…</translation>
    </message>
    <message>
        <source>Skill gradient</source>
        <extracomment>A target on how much better a good player does than random ones (the skill gradient).</extracomment>
        <translation>Gradiente di abilità</translation>
    </message>
    <message>
        <source>at most %1 %2 from the edited rules</source>
        <extracomment>A target relative to the edited rules&apos; figure: &quot;at most +0 decisions from the edited rules&quot;.</extracomment>
        <translation>al massimo %1 %2 rispetto alle regole modificate</translation>
    </message>
    <message>
        <source>at least %1 %2 from the edited rules</source>
        <translation>almeno %1 %2 rispetto alle regole modificate</translation>
    </message>
    <message>
        <source>%1 to %2 %3 from the edited rules</source>
        <translation>da %1 a %2 %3 rispetto alle regole modificate</translation>
    </message>
    <message>
        <source>from the edited rules</source>
        <extracomment>A target&apos;s values are a change from the edited rules&apos; own figure (&quot;at most +0&quot;: no more than today).</extracomment>
        <translation>rispetto alle regole modificate</translation>
    </message>
    <message>
        <source>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</source>
        <translation>I valori sono una variazione rispetto a ciò che danno le regole modificate, misurata sulle stesse partite: «al massimo +0 decisioni» vuol dire non più lunga di oggi</translation>
    </message>
    <message>
        <source>The base rules must come from a file to search for a rule.</source>
        <translation>Le regole di base devono venire da un file per cercare una regola.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the search: %1</source>
        <translation>Impossibile creare una cartella temporanea per la ricerca: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the search.</source>
        <translation>Impossibile scrivere le regole modificate per la ricerca.</translation>
    </message>
    <message>
        <source>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</source>
        <translation>Scrivi ogni lista che la regola può assumere tra parentesi quadre, separate da virgole: %1, [1..6]</translation>
    </message>
    <message>
        <source>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</source>
        <translation>Ogni altra proposta differisce dalla prima su un obiettivo dove conta (appaiate sulle stesse partite, con la correzione per il numero di confronti).</translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>Le partite non distinguono la proposta %1 dalla prima: su ogni obiettivo lo raggiungono entrambe, o la differenza può essere nulla (appaiate sulle stesse partite, con la correzione per il numero di confronti). Scegli in base a ciò che altro ti importa.</numerusform>
            <numerusform>Le partite non distinguono le proposte %1 dalla prima: su ogni obiettivo lo raggiungono entrambe, o la differenza può essere nulla (appaiate sulle stesse partite, con la correzione per il numero di confronti). Scegli in base a ciò che altro ti importa.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <extracomment>Before the lists a list rule may take in a search (&quot;[1..10], [0..10]&quot;).</extracomment>
        <translation>&amp;Liste</translation>
    </message>
    <message>
        <source>Rules that may change</source>
        <translation>Regole che possono cambiare</translation>
    </message>
    <message>
        <source>Remove the chosen rule</source>
        <translation>Togli la regola scelta</translation>
    </message>
    <message>
        <source>Wanted value, or the lowest</source>
        <translation>Valore voluto, o il più basso</translation>
    </message>
    <message>
        <source>Highest wanted value, or how far from it</source>
        <translation>Valore voluto più alto, o quanto se ne può scostare</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Obiettivi</translation>
    </message>
    <message>
        <source>Remove the chosen target</source>
        <translation>Togli l’obiettivo scelto</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Regole trovate</translation>
    </message>
    <message>
        <source>Chart, empty until a run</source>
        <translation>Grafico, vuoto fino a una simulazione</translation>
    </message>
    <message>
        <source>Axes: %1.</source>
        <extracomment>Said of a chart by a screen reader: the titles of its axes.</extracomment>
        <translation>Assi: %1.</translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <extracomment>Said of a chart by a screen reader: the lines, bars or points it draws.</extracomment>
        <translation>Disegnato: %1.</translation>
    </message>
    <message>
        <source>House rules to play side by side</source>
        <translation>Regole della casa da giocare affiancate</translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message>
        <source>Print the &amp;backs on every other page (both sides, flip on the long edge)</source>
        <translation>Stampa i &amp;dorsi una pagina sì e una no (fronte-retro, capovolgi sul lato lungo)</translation>
    </message>
    <message>
        <source>Print deck: %1</source>
        <translation>Stampa le carte: %1</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Carta:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Salva come PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagine</numerusform>
        </translation>
    </message>
    <message>
        <source>deck</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>Save the deck as PDF</source>
        <translation>Salva le carte come PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Le carte non sono state salvate</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 di %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
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
        <source>&amp;View of:</source>
        <translation>&amp;Punto di vista:</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Mossa %1 di %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Mosse giocate</translation>
    </message>
    <message>
        <source>Drag to go to any move of the game</source>
        <translation>Trascina per andare a qualsiasi mossa della partita</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Cronaca della partita</translation>
    </message>
</context>
<context>
    <name>RulesControls</name>
    <message>
        <source>Left, Right</source>
        <translation>Freccia sinistra, destra</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Freccia su, giù</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Invio, Spazio</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Comandi</translation>
    </message>
    <message>
        <source>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</source>
        <translation>Si può giocare tutto con il mouse o con la sola tastiera. Ciò che puoi fare ora si illumina sul tavolo, e la riga sotto il tavolo dice che cosa aspetta il gioco.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>A ogni tavolo</translation>
    </message>
    <message>
        <source>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</source>
        <translation>Un suggerimento: il computer prova le mosse che puoi fare e indica quella che sceglierebbe. Invio o Spazio la gioca; con un altro tasto o un clic scegli tu.</translation>
    </message>
    <message>
        <source>These rules, for the game on the table.</source>
        <translation>Queste regole, per il gioco sul tavolo.</translation>
    </message>
    <message>
        <source>Save the game, or load a saved one.</source>
        <translation>Salva la partita, o caricane una salvata.</translation>
    </message>
    <message>
        <source>A click or a key while something moves</source>
        <translation>Un clic o un tasto mentre qualcosa si muove</translation>
    </message>
    <message>
        <source>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</source>
        <translation>Mostra il tavolo com’è adesso; non fa nessuna mossa, quindi non si gioca nulla che tu non abbia visto.</translation>
    </message>
    <message>
        <source>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</source>
        <translation>Con più persone davanti a uno schermo, una tenda nasconde il tavolo tra un turno e l’altro. Quando gli altri guardano altrove, il giocatore successivo preme Invio o Spazio, o clicca il pulsante sulla tenda.</translation>
    </message>
    <message>
        <source>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</source>
        <translation>Lascia continuare i giocatori computer quando ti aspettano (come il pulsante Avanti accanto al tavolo). Se il loro ritmo nelle Impostazioni è Aspetta un tasto, aspettano prima di ogni loro mossa.</translation>
    </message>
    <message>
        <source>Copy the deal number shown under the game log.</source>
        <translation>Copia il numero di smazzata mostrato sotto la cronaca della partita.</translation>
    </message>
    <message>
        <source>Close the guide of a guided first round.</source>
        <translation>Chiudi la guida di un primo giro guidato.</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Settings: the pace of the moves and of the computer players, the language and more.</source>
        <translation>Impostazioni: il ritmo delle mosse e dei giocatori computer, la lingua e altro.</translation>
    </message>
    <message>
        <source>Quit. The game is kept: the start page offers to go on with it.</source>
        <translation>Esci. La partita resta salvata: la pagina iniziale propone di riprenderla.</translation>
    </message>
    <message>
        <source>Alt and an underlined letter</source>
        <translation>Alt e una lettera sottolineata</translation>
    </message>
    <message>
        <source>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</source>
        <translation>Apre un menu; lì la lettera sottolineata sceglie. Tutto ciò che è nei menu si fa così, anche ciò che non ha un tasto proprio (ricominciare la stessa smazzata, la fine della partita, rivedere una partita, tornare alla pagina iniziale).</translation>
    </message>
    <message>
        <source>Tab, Space, Escape in a window</source>
        <translation>Tab, Spazio, Esc in una finestra</translation>
    </message>
    <message>
        <source>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</source>
        <translation>In una finestra che si apre (la fine della partita, le impostazioni), Tab passa da un pulsante al successivo, Spazio lo preme, Invio preme quello evidenziato, Esc chiude la finestra.</translation>
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
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Salva come &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the rules as PDF</source>
        <translation>Salva le regole come PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The rules were not saved</source>
        <translation>Le regole non sono state salvate</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <source>%1 (this game)</source>
        <translation>%1 (questa partita)</translation>
    </message>
</context>
<context>
    <name>RulesPrinter</name>
    <message>
        <source>These are the rules as published.</source>
        <translation>Queste sono le regole come pubblicate.</translation>
    </message>
    <message>
        <source>What this house rule changes from %1</source>
        <translation>Che cosa cambia questa regola della casa rispetto a %1</translation>
    </message>
    <message>
        <source>Its numbers and its deck are those of the base.</source>
        <translation>I suoi numeri e le sue carte sono quelli della base.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
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
    <message>
        <source>Another variant of this game is called “%1” already (%2): choose another title.</source>
        <translation>Un’altra variante di questo gioco si chiama già «%1» (%2): scegli un altro titolo.</translation>
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
        <source>Computer &amp;players:</source>
        <translation>Giocatori &amp;computer:</translation>
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
    <message>
        <source>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</source>
        <translation>L’indirizzo di un server inizia con postgresql://, per esempio postgresql://anna@lab.example.org:5432/houserules.</translation>
    </message>
    <message>
        <source>The new notebook is used when Houserules is started again; editors open now keep the one they have.</source>
        <translation>Il nuovo quaderno si usa quando Houserules viene riavviato; gli editor aperti ora tengono il loro.</translation>
    </message>
    <message>
        <source>Every program of the team that names this server keeps its runs there, houserules-cli too.</source>
        <translation>Ogni programma del team che indica questo server vi conserva le sue simulazioni, anche houserules-cli.</translation>
    </message>
    <message>
        <source>The runs are kept in a file in this computer&apos;s data folder.</source>
        <translation>Le simulazioni sono conservate in un file nella cartella dati di questo computer.</translation>
    </message>
    <message>
        <source>&amp;Notebook:</source>
        <extracomment>Where the playtest lab&apos;s runs are kept.</extracomment>
        <translation>&amp;Quaderno:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Su questo computer</translation>
    </message>
    <message>
        <source>On a team&apos;s PostgreSQL server</source>
        <translation>Sul server PostgreSQL di un team</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Wait for me at each new deal</source>
        <translation>Aspettami a ogni nuova &amp;distribuzione</translation>
    </message>
    <message>
        <source>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</source>
        <translation>All’inizio di una partita e di ogni giro con carte nuove, i giocatori computer aspettano un momento, così puoi prima guardare la tua mano.</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</source>
        <translation>Quanto velocemente le carte volano al loro posto sul tavolo. Disattivato: tutto si sposta subito e niente sfuma.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</source>
        <translation>Quanto aspettano i giocatori computer prima di giocare, perché tu possa seguirli. Aspetta un tasto: ogni loro mossa aspetta che tu prema la barra spaziatrice.</translation>
    </message>
    <message>
        <source>Wait for a key</source>
        <translation>Aspetta un tasto</translation>
    </message>
    <message>
        <source>C&amp;olours:</source>
        <extracomment>The colours of players, cards and charts, for people who see colours differently.</extracomment>
        <translation>C&amp;olori:</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>colours</comment>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Safe for colour blindness</source>
        <translation>Adatti al daltonismo</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contrasto</translation>
    </message>
    <message>
        <source>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</source>
        <translation>I colori delle pedine dei giocatori, delle carte e dei grafici del laboratorio. «Adatti al daltonismo» li tiene distinti per il daltonismo rosso-verde e blu-giallo; le pedine di ogni giocatore portano anche una forma, in ogni tavolozza.</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>Dimensione del &amp;testo sul tavolo:</translation>
    </message>
    <message>
        <source>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</source>
        <translation>Quanto sono grandi nomi, conteggi e messaggi sul tavolo da gioco, a partire dalla dimensione del carattere del desktop.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size in percent, such as &quot;150%&quot;.</extracomment>
        <translation>%1%</translation>
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
    <message>
        <source>The file could not be kept.</source>
        <translation>Non è stato possibile conservare il file.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Il file è stato conservato come %1.</translation>
    </message>
    <message>
        <source>The last game could not be continued: %1</source>
        <translation>Non è stato possibile continuare l’ultima partita: %1</translation>
    </message>
    <message>
        <source>The settings could not be read and start afresh.</source>
        <translation>Non è stato possibile leggere le impostazioni: tornano ai valori predefiniti.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regole: %1</translation>
    </message>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>L’ultima partita si è interrotta; è stato possibile recuperare %n decisione, e Continua riprende da lì.</numerusform>
            <numerusform>L’ultima partita si è interrotta; è stato possibile recuperare %n decisioni, e Continua riprende da lì.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay it</source>
        <translation>Rivederla</translation>
    </message>
    <message>
        <source>Every move again, with every player&apos;s cards</source>
        <translation>Ogni mossa di nuovo, con le carte di tutti i giocatori</translation>
    </message>
    <message>
        <source>Save it…</source>
        <translation>Salvarla…</translation>
    </message>
    <message>
        <source>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</source>
        <translation>Non è stato possibile leggere il quaderno delle simulazioni del laboratorio (%1); ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <source>The last game, played to the end: %1, %2 (%3).</source>
        <translation>L’ultima partita, giocata fino alla fine: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Continue: %1, %2 (%3)</source>
        <translation>Continua: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>The rules chosen above, with pictures of the cards, a turn step by step and the controls</source>
        <translation>Le regole scelte qui sopra, con le immagini delle carte, un turno passo per passo e i comandi</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Per esportare le simulazioni che si possono ancora leggere: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n decisione successiva non era leggibile per intero ed è stata tralasciata.</numerusform>
            <numerusform>%n decisioni successive non erano leggibili per intero e sono state tralasciate.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover of %1</source>
        <translation>Copertina di %1</translation>
    </message>
    <message>
        <source>Rules to play %1 with</source>
        <translation>Regole con cui giocare a %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nuova partita a %1</translation>
    </message>
    <message>
        <source>Edit the rules of %1</source>
        <translation>Modifica le regole di %1</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Come si gioca a %1</translation>
    </message>
    <message>
        <source>New house rule for %1</source>
        <translation>Nuova regola della casa per %1</translation>
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
    <name>TableView</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>I suggerimenti sono solo per il tuo turno.</translation>
    </message>
    <message>
        <source>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</source>
        <translation>Suggerimento: la scelta evidenziata. Con essa il computer ha vinto il %1% delle sue partite di prova.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
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
        <source>Hint: the marked choice is your only legal move.</source>
        <translation>Suggerimento: la scelta evidenziata è l’unica mossa consentita.</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <extracomment>What a screen reader says of the table&apos;s result line (&quot;Ann won with 20 points&quot;).</extracomment>
        <translation>Come è finita la partita</translation>
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
    <message>
        <source>Title in %1</source>
        <translation>Titolo (%1)</translation>
    </message>
    <message>
        <source>Description in %1</source>
        <translation>Descrizione (%1)</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A tooltip: a card&apos;s or an area&apos;s name, then what it does (&quot;Skip: the next player misses a turn.&quot;).</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cerchio</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangolo</translation>
    </message>
    <message>
        <source>square</source>
        <translation>quadrato</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>The shape on a player&apos;s pieces, not the gem.</extracomment>
        <translation>rombo</translation>
    </message>
    <message>
        <source>star</source>
        <translation>stella</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croce</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>A player&apos;s colour and the shape on their pieces: &quot;red, circle&quot;.</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>VariantDifference</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 in meno</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 in più</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A value given for a number of players that the other rules do not give.</extracomment>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <extracomment>A value for one number of players before and after: &quot;3 players: 6 → 8&quot;.</extracomment>
        <translation>%1: %2 → %3</translation>
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
<context>
    <name>WeBreakdown</name>
    <message>
        <source>1. The shares by business</source>
        <translation>1. Le quote per attività</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Attività</translation>
    </message>
    <message>
        <source>%1 (%2 shares)</source>
        <translation>%1 (%2 quote)</translation>
    </message>
    <message>
        <source>%1 ✓ = %2</source>
        <extracomment>A complete business in the breakdown: all its shares, counting as more, e.g. &quot;4 ✓ = 5&quot;.</extracomment>
        <translation>%1 ✓ = %2</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Attività complete</translation>
    </message>
    <message>
        <source>Shares counted</source>
        <translation>Quote contate</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Denaro</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>broke: out</source>
        <translation>al verde: fuori</translation>
    </message>
    <message>
        <source>Each share counts 1; all the shares of one business in one hand count %1.</source>
        <translation>Ogni quota conta 1; tutte le quote di un’attività in una mano contano %1.</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Il vincitore</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares and %3: they share the win.</source>
        <translation>%1 sono pari con %2 quote e %3: condividono la vittoria.</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</source>
        <translation>%1 sono pari con %2 quote; decide il denaro: vince %3 con %4.</translation>
    </message>
    <message>
        <source>%1 wins with %2 shares counted.</source>
        <translation>%1 vince con %2 quote contate.</translation>
    </message>
    <message>
        <source>3. The gunfighters</source>
        <translation>3. I pistoleri</translation>
    </message>
    <message>
        <source>Gunfighter</source>
        <translation>Pistolero</translation>
    </message>
</context>
<context>
    <name>WeFigureTexts</name>
    <message>
        <source>Shares at the end</source>
        <translation>Quote alla fine</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Attività complete</translation>
    </message>
    <message>
        <source>Bills at the end</source>
        <translation>Banconote alla fine</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Al verde</translation>
    </message>
    <message>
        <source>Players go broke %1 points more often (±%2).</source>
        <translation>I giocatori restano al verde %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Players go broke %1 points less often (±%2).</source>
        <translation>I giocatori restano al verde %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points more often (±%2).</source>
        <translation>Il posto %3 resta al verde %1 punti più spesso (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points less often (±%2).</source>
        <translation>Il posto %3 resta al verde %1 punti meno spesso (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more shares (±%2).</source>
        <translation>I giocatori finiscono con %1 quote in più (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer shares (±%2).</source>
        <translation>I giocatori finiscono con %1 quote in meno (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more shares (±%2).</source>
        <translation>Il posto %3 finisce con %1 quote in più (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer shares (±%2).</source>
        <translation>Il posto %3 finisce con %1 quote in meno (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 more businesses a game (±%2).</source>
        <translation>I giocatori completano %1 attività in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 fewer businesses a game (±%2).</source>
        <translation>I giocatori completano %1 attività in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 more businesses a game (±%2).</source>
        <translation>Il posto %3 completa %1 attività in più a partita (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 fewer businesses a game (±%2).</source>
        <translation>Il posto %3 completa %1 attività in meno a partita (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more bills (±%2).</source>
        <translation>I giocatori finiscono con %1 banconote in più (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer bills (±%2).</source>
        <translation>I giocatori finiscono con %1 banconote in meno (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more bills (±%2).</source>
        <translation>Il posto %3 finisce con %1 banconote in più (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer bills (±%2).</source>
        <translation>Il posto %3 finisce con %1 banconote in meno (±%2).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A share in the playtest lab: its business and attribute, e.g. &quot;Gunsmith (Speed)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>WeGuide</name>
    <message>
        <source>You land on %1&apos;s cowboy and attack: you name a business you both own, and the loser of the fight hands over one share of it.</source>
        <translation>Arrivi sul cowboy di %1 e lo attacchi: nomini un’attività di cui avete entrambi quote, e chi perde lo scontro cede una quota di quella.</translation>
    </message>
    <message>
        <source>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</source>
        <translation>Una casella stella: puoi pescare una quota dal mazzo stella (ne restano %1). Le quote fanno vincere la partita.</translation>
    </message>
    <message>
        <source>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</source>
        <translation>Una casella dollaro: pesca una quota dal mazzo dollaro (ne restano %1), chiama il giorno di paga, o rapina la banca.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</source>
        <translation>Una casella asso: tutti giocano a poker con i dadi, ogni lancio punta una quota, e la mano migliore vince il piatto.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</source>
        <translation>Una casella asso: tutti giocano a poker con i dadi, %1 a lancio, e la mano migliore vince il piatto.</translation>
    </message>
    <message>
        <source>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</source>
        <translation>Una casella dadi: tutti puntano fiche sul tavolo dell’azzardo, e tu tiri i tre dadi.</translation>
    </message>
    <message>
        <source>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</source>
        <translation>Su una casella pietra non succede nulla; nelle partite di prova le altre caselle raggiungibili erano stavolta peggiori per te.</translation>
    </message>
    <message>
        <source>Passing costs nothing; you keep your money for a better chance.</source>
        <translation>Passare non costa nulla; tieni i tuoi soldi per un’occasione migliore.</translation>
    </message>
    <message>
        <source>Draw the top share: you see it first, and putting it back before you roll its price is free.</source>
        <translation>Pesca la quota in cima: la vedi prima, e rimetterla prima di tirare il prezzo è gratis.</translation>
    </message>
    <message>
        <source>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</source>
        <translation>Il giorno di paga ti rende %1: %2 per quota, e un’attività intera conta %3.</translation>
    </message>
    <message>
        <source>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</source>
        <translation>Rapina la banca: se nessuno tira più alto di te, ricevi %1; se qualcuno ci riesce, riceve %2 e tu salti %3 turni.</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>una quota</translation>
    </message>
    <message>
        <source>Stand with %1 and save the %2 another roll would cost.</source>
        <translation>Stai con %1 e risparmia il costo di un altro lancio: %2.</translation>
    </message>
    <message>
        <source>Roll all five dice again (%1): nothing in this roll is worth keeping.</source>
        <translation>Ritira tutti e cinque i dadi (%1): niente di questo lancio vale la pena di tenerlo.</translation>
    </message>
    <message>
        <source>Keep %1 and roll the others again (%2): a better combination beats %3.</source>
        <translation>Tieni %1 e ritira gli altri (%2): una combinazione migliore batte %3.</translation>
    </message>
    <message>
        <source>Done: the chips you keep can be bet at the next game of hasard.</source>
        <translation>Finito: le fiche che tieni potrai puntarle al prossimo azzardo.</translation>
    </message>
    <message>
        <source>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</source>
        <translation>Ricompra una fiche per %1: si puntano solo fiche, e una fiche vincente torna con la sua vincita.</translation>
    </message>
    <message>
        <source>%1 wins almost half the time and pays %2 a chip.</source>
        <translation>%1 vince quasi una volta su due e paga %2 a fiche.</translation>
    </message>
    <message>
        <source>%1 wins less often than LOW or HIGH but pays %2 a chip.</source>
        <translation>%1 vince meno spesso di BASSO o ALTO, ma paga %2 a fiche.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 and a share from the star deck.</source>
        <translation>%1 è rara, ma paga %2 e una quota dal mazzo stella.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 a chip.</source>
        <translation>%1 è rara, ma paga %2 a fiche.</translation>
    </message>
    <message>
        <source>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</source>
        <translation>Tira tre dadi e porta il tuo cowboy lungo la strada, %1 caselle per lato: le caselle stella e dollaro vendono quote, le caselle asso avviano il poker, le caselle dadi l’azzardo. Inizi con %2 e %3 fiche; le stelle del tuo pistolero le conosci solo tu. Vince chi ha più quote, e un’attività intera conta %4.</translation>
    </message>
    <message>
        <source>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</source>
        <translation>Rimettila ora, gratis: il prezzo è tre dadi meno le tue %1 stelle in %2, e dopo il lancio rimetterla costa %3.</translation>
    </message>
    <message>
        <source>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</source>
        <translation>Tira per il prezzo: tre dadi meno le tue %1 stelle in %2, quindi circa %3 in media.</translation>
    </message>
    <message>
        <source>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</source>
        <translation>Comprala: ogni quota conta alla fine, e %1 vale la spesa; ti restano %2.</translation>
    </message>
    <message>
        <source>%1 is too much: putting the share back costs only %2.</source>
        <translation>%1 è troppo: rimettere la quota costa solo %2.</translation>
    </message>
    <message>
        <source>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</source>
        <translation>Combatti per %1: tu ne hai %2 quote, %3 ne ha %4; chi perde ne cede una.</translation>
    </message>
    <message>
        <source>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</source>
        <translation>%1: il tuo pistolero ha lì %2 stelle, che si sommano ai tuoi tre dadi. In caso di pareggio vinci tu, che difendi.</translation>
    </message>
    <message>
        <source>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</source>
        <translation>%1: hai %2 delle %4 quote di %3, e alla fine è un’attività intera a contare di più.</translation>
    </message>
    <message>
        <source>Pay %1 to each other player and your cowboy keeps moving.</source>
        <translation>Paga %1 a ogni altro giocatore, e il tuo cowboy continua a muoversi.</translation>
    </message>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Salta %n turno e tieni i tuoi soldi; nel frattempo giochi comunque a poker e d’azzardo.</numerusform>
            <numerusform>Salta %n turni e tieni i tuoi soldi; nel frattempo giochi comunque a poker e d’azzardo.</numerusform>
        </translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll stakes one of your shares.</source>
        <translation>Una casella asso avvia il poker: ogni lancio punta una tua quota.</translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll costs you %1.</source>
        <translation>Una casella asso avvia il poker: ogni lancio ti costa %1.</translation>
    </message>
    <message>
        <source>Buying costs %1 of your %2.</source>
        <translation>Comprare ti costa %1 delle tue %2.</translation>
    </message>
    <message>
        <source>Putting the share back costs a fee of %1.</source>
        <translation>Rimettere la quota costa una penale di %1.</translation>
    </message>
    <message>
        <source>Another roll stakes one of your shares.</source>
        <translation>Un altro lancio punta una tua quota.</translation>
    </message>
    <message>
        <source>Another roll costs %1.</source>
        <translation>Un altro lancio costa %1.</translation>
    </message>
    <message>
        <source>Paying costs you %1: %2 to each of the %3 other players.</source>
        <translation>Pagare ti costa %1: %2 a ciascuno degli altri %3 giocatori.</translation>
    </message>
    <message>
        <source>A chip costs %1 of your %2.</source>
        <translation>Una fiche ti costa %1 delle tue %2.</translation>
    </message>
    <message>
        <source>A chip that loses goes to the bank.</source>
        <translation>Una fiche che perde va alla banca.</translation>
    </message>
</context>
<context>
    <name>WeLog</name>
    <message numerus="yes">
        <source>%n bill(s)</source>
        <translation>
            <numerusform>%n banconota</numerusform>
            <numerusform>%n banconote</numerusform>
        </translation>
    </message>
    <message>
        <source>off the street</source>
        <translation>fuori dalla strada</translation>
    </message>
    <message>
        <source>north %1 (%2)</source>
        <extracomment>A field: its sidewalk and number, then its kind, e.g. &quot;north 7 (Star field)&quot;.</extracomment>
        <translation>nord %1 (%2)</translation>
    </message>
    <message>
        <source>south %1 (%2)</source>
        <translation>sud %1 (%2)</translation>
    </message>
    <message>
        <source>%1 draws a gunfighter in secret.</source>
        <translation>%1 pesca un pistolero in segreto.</translation>
    </message>
    <message>
        <source>%1 draws %2 (a secret from the others).</source>
        <translation>%1 pesca %2 (segreto per gli altri).</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Giro %1 di %2.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Giro %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 salta questo turno (ancora %n da saltare).</numerusform>
            <numerusform>%1 salta questo turno (ancora %n da saltare).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 tira %2.</translation>
    </message>
    <message>
        <source>%1 has no move with these dice and stays.</source>
        <translation>%1 non ha mosse con questi dadi e resta.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy comes onto the street at %2.</source>
        <translation>Il cowboy di %1 entra in strada a %2.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy goes from %2 to %3.</source>
        <translation>Il cowboy di %1 va da %2 a %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 attacca %2!</translation>
    </message>
    <message>
        <source>%1 fights for %2.</source>
        <translation>%1 combatte per %2.</translation>
    </message>
    <message>
        <source>%1 chooses to fight with %2.</source>
        <translation>%1 sceglie di battersi con %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 with the stars.</source>
        <translation>%1 tira %2: %3 con le stelle.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 vince %2 da %3.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dollar deck.</source>
        <translation>%1 pesca %2 dal mazzo dollaro.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the star deck.</source>
        <translation>%1 pesca %2 dal mazzo stella.</translation>
    </message>
    <message>
        <source>%1 puts %2 back under its deck.</source>
        <translation>%1 rimette %2 sotto il mazzo.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3: the price is %4.</source>
        <translation>%1 tira %2 per %3: il prezzo è %4.</translation>
    </message>
    <message>
        <source>%1 buys %2 for %3.</source>
        <translation>%1 compra %2 per %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back and pays a fee of %3.</source>
        <translation>%1 rimette %2 e paga una penale di %3.</translation>
    </message>
    <message>
        <source>Payday! %1 collects %2.</source>
        <translation>Giorno di paga! %1 incassa %2.</translation>
    </message>
    <message>
        <source>%1 robs the bank and rolls %2: %3.</source>
        <translation>%1 rapina la banca e tira %2: %3.</translation>
    </message>
    <message>
        <source>%1 chases the robber and rolls %2: %3.</source>
        <translation>%1 insegue il rapinatore e tira %2: %3.</translation>
    </message>
    <message>
        <source>%1 catches %2 and gets a reward of %3.</source>
        <translation>%1 cattura %2 e riceve una ricompensa di %3.</translation>
    </message>
    <message>
        <source>%1 escapes with %2!</source>
        <translation>%1 fugge con %2!</translation>
    </message>
    <message>
        <source>%1 is on an ace field: poker for everyone!</source>
        <translation>%1 è su una casella asso: poker per tutti!</translation>
    </message>
    <message>
        <source>%1 stakes %2.</source>
        <translation>%1 punta %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pot.</source>
        <translation>%1 mette %2 nel piatto.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2 — %3.</source>
        <translation>%1 ritira: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls off the tie: %2 — %3.</source>
        <translation>%1 tira per lo spareggio: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls the poker dice: %2 — %3.</source>
        <translation>%1 tira i dadi da poker: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 sta.</translation>
    </message>
    <message>
        <source>Five of a kind! %1 is caught cheating.</source>
        <translation>Cinque uguali! %1 è colto a barare.</translation>
    </message>
    <message>
        <source>%1 pays each other player %2.</source>
        <translation>%1 paga %2 a ogni altro giocatore.</translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 salterà ancora %n turno.</numerusform>
            <numerusform>%1 salterà ancora %n turni.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie between %1: they roll again.</source>
        <translation>Pareggio tra %1: tirano di nuovo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 vince il piatto: %2 e %n quota.</numerusform>
            <numerusform>%1 vince il piatto: %2 e %n quote.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the pot: %2.</source>
        <translation>%1 vince il piatto: %2.</translation>
    </message>
    <message>
        <source>Nobody can win the pot: %1 go to the bank.</source>
        <translation>Nessuno può vincere il piatto: %1 vanno alla banca.</translation>
    </message>
    <message>
        <source>%1 is on a dice field: hasard for everyone!</source>
        <translation>%1 è su una casella dadi: azzardo per tutti!</translation>
    </message>
    <message>
        <source>%1 buys a chip back for %2.</source>
        <translation>%1 ricompra una fiche per %2.</translation>
    </message>
    <message>
        <source>%1 bets a chip on %2.</source>
        <translation>%1 punta una fiche su %2.</translation>
    </message>
    <message>
        <source>%1 rolls the hasard dice: %2 (%3).</source>
        <translation>%1 tira i dadi dell’azzardo: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 wins %2 on %3.</source>
        <translation>%1 vince %2 su %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 perde %n fiche su %2 a favore della banca.</numerusform>
            <numerusform>%1 perde %n fiche su %2 a favore della banca.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 also wins %2 from the star deck.</source>
        <translation>%1 vince anche %2 dal mazzo stella.</translation>
    </message>
    <message>
        <source>%1 sells %2 to the bank for %3.</source>
        <translation>%1 vende %2 alla banca per %3.</translation>
    </message>
    <message>
        <source>%1 is out of money and gets a one-time credit of %2.</source>
        <translation>%1 è senza soldi e riceve un credito una tantum di %2.</translation>
    </message>
    <message>
        <source>%1 is broke and out of the game.</source>
        <translation>%1 è al verde ed esce dal gioco.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n share(s) counted and %2.</source>
        <translation>
            <numerusform>%1 vince con %n quota contata e %2.</numerusform>
            <numerusform>%1 vince con %n quote contate e %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n share(s) counted and %2 each.</source>
        <translation>
            <numerusform>%1 condividono la vittoria con %n quota contata e %2 ciascuno.</numerusform>
            <numerusform>%1 condividono la vittoria con %n quote contate e %2 ciascuno.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes nothing on %2.</source>
        <translation>%1 non prende niente su %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 punta %n fiche su %2.</numerusform>
            <numerusform>%1 punta %n fiche su %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeNames</name>
    <message>
        <source>Arizona-Club</source>
        <translation>Arizona-Club</translation>
    </message>
    <message>
        <source>Golden Nugget Saloon</source>
        <translation>Saloon Golden Nugget</translation>
    </message>
    <message>
        <source>General Store</source>
        <translation>Emporio</translation>
    </message>
    <message>
        <source>Livery Stable</source>
        <translation>Stalla di posta</translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation>Barbiere</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Fucina</translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation>Grand Hotel</translation>
    </message>
    <message>
        <source>Gunsmith</source>
        <translation>Armaiolo</translation>
    </message>
    <message>
        <source>Stagecoach Line</source>
        <translation>Linea di diligenze</translation>
    </message>
    <message>
        <source>Assay Office</source>
        <translation>Ufficio del saggio</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenza</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Forza</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Destrezza</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Casella pietra</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Casella stella</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Casella dollaro</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Casella asso</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Casella dadi</translation>
    </message>
    <message>
        <source>LOW (4–10)</source>
        <translation>BASSO (4–10)</translation>
    </message>
    <message>
        <source>HIGH (11–17)</source>
        <translation>ALTO (11–17)</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>Coppia qualsiasi</translation>
    </message>
    <message>
        <source>Pair of 1s</source>
        <translation>Coppia di 1</translation>
    </message>
    <message>
        <source>Pair of 2s</source>
        <translation>Coppia di 2</translation>
    </message>
    <message>
        <source>Pair of 3s</source>
        <translation>Coppia di 3</translation>
    </message>
    <message>
        <source>Pair of 4s</source>
        <translation>Coppia di 4</translation>
    </message>
    <message>
        <source>Pair of 5s</source>
        <translation>Coppia di 5</translation>
    </message>
    <message>
        <source>Pair of 6s</source>
        <translation>Coppia di 6</translation>
    </message>
    <message>
        <source>9</source>
        <translation>9</translation>
    </message>
    <message>
        <source>10</source>
        <translation>10</translation>
    </message>
    <message>
        <source>J</source>
        <extracomment>The jack on a poker die (one letter).</extracomment>
        <translation>J</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The queen on a poker die (one letter).</extracomment>
        <translation>Q</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The king on a poker die (one letter).</extracomment>
        <translation>K</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The ace on a poker die (one letter).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>una coppia</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>doppia coppia</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un tris</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>una scala</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un poker</translation>
    </message>
    <message>
        <source>five of a kind (a cheat)</source>
        <translation>cinque uguali (baro)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
    </message>
    <message>
        <source>black</source>
        <translation>nero</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>A share: its business and the attribute that sets its price, e.g. &quot;Gunsmith (Speed)&quot;.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>WeRules</name>
    <message>
        <source>Jolly Town</source>
        <translation>Jolly Town</translation>
    </message>
    <message>
        <source>The main street has two sidewalks of %1 fields each, numbered 1 to %1 from west to east; field 1 of each is a stone start field, and fields with the same number face each other across the street.</source>
        <translation>La strada principale ha due marciapiedi di %1 caselle ciascuno, numerate da 1 a %1 da ovest a est; la casella 1 di ognuno è una casella pietra di partenza, e le caselle con lo stesso numero sono una di fronte all’altra.</translation>
    </message>
    <message>
        <source>nothing happens.</source>
        <translation>non succede nulla.</translation>
    </message>
    <message>
        <source>draw the top share of the star deck, if you like.</source>
        <translation>pesca, se vuoi, la quota in cima al mazzo stella.</translation>
    </message>
    <message>
        <source>draw the top share of the dollar deck, call a payday, or rob the bank.</source>
        <translation>pesca la quota in cima al mazzo dollaro, chiama il giorno di paga, o rapina la banca.</translation>
    </message>
    <message>
        <source>everybody plays poker dice.</source>
        <translation>tutti giocano a poker con i dadi.</translation>
    </message>
    <message>
        <source>everybody plays hasard against the bank.</source>
        <translation>tutti giocano d’azzardo contro la banca.</translation>
    </message>
    <message numerus="yes">
        <source>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip(s) of their colour.</source>
        <translation>
            <numerusform>Ogni giocatore pesca un pistolero in segreto: quattro attributi (Intelligenza, Velocità, Forza, Destrezza) con da 3 a 6 stelle ciascuno. Tutti iniziano con %1 e %n fiche del proprio colore.</numerusform>
            <numerusform>Ogni giocatore pesca un pistolero in segreto: quattro attributi (Intelligenza, Velocità, Forza, Destrezza) con da 3 a 6 stelle ciascuno. Tutti iniziano con %1 e %n fiche del proprio colore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n share(s))</source>
        <translation>
            <numerusform>%1 (%n quota)</numerusform>
            <numerusform>%1 (%n quote)</numerusform>
        </translation>
    </message>
    <message>
        <source>The businesses of the star deck: %1.</source>
        <translation>Le attività del mazzo stella: %1.</translation>
    </message>
    <message>
        <source>The businesses of the dollar deck: %1.</source>
        <translation>Le attività del mazzo dollaro: %1.</translation>
    </message>
    <message>
        <source>Each share names the attribute that sets its price.</source>
        <translation>Ogni quota indica l’attributo che ne fissa il prezzo.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</source>
        <translation>Tira tre dadi. Usane due per camminare, ognuno verso est o ovest a scelta; il terzo fa attraversare la strada fino alla casella di fronte, o va perso. Ogni tratto deve restare sulla strada.</translation>
    </message>
    <message>
        <source>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</source>
        <translation>Un cowboy che aspetta fuori dalla strada parte dalla casella 1 del marciapiede scelto dal suo giocatore.</translation>
    </message>
    <message>
        <source>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</source>
        <translation>Conta solo la casella dove ti fermi: dev’essere libera, o avere un solo cowboy che attacchi. Al massimo due cowboy per casella.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</source>
        <translation>Su una casella stella o dollaro puoi pescare la quota in cima al mazzo. Rimettila gratis sotto il mazzo, o tira tre dadi: la somma meno le tue stelle nell’attributo della quota (almeno 0) è il prezzo. Pagalo, o rimetti la quota pagando %1.</translation>
    </message>
    <message>
        <source>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</source>
        <translation>Su una casella dollaro puoi invece chiamare il giorno di paga: %1 per quota posseduta; tutte le %2 quote di un’attività contano %3.</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Rapina in banca</translation>
    </message>
    <message>
        <source>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</source>
        <translation>Su una casella dollaro puoi rapinare la banca: tira tre dadi. Ogni altro giocatore a turno tira tre dadi una volta; il primo che fa di più ti cattura e riceve %1, e tu salti %2 turno/i e riparti fuori dalla strada. Se nessuno fa di più, fuggi con %3.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attacco</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</source>
        <translation>Puoi finire la mossa sulla casella di un cowboy solo se avete entrambi una quota della stessa attività.</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if he owns a share.</source>
        <translation>Puoi finire la mossa sulla casella di un cowboy solo se lui possiede una quota.</translation>
    </message>
    <message>
        <source>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</source>
        <translation>Tu nomini l’attività, lui l’attributo; entrambi tirano tre dadi e aggiungono le loro stelle. Vince il totale più alto, il pareggio va al difensore; chi perde cede al vincitore una sua quota di quell’attività.</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</source>
        <translation>Su una casella asso tutti giocano a poker con i dadi, a turno da chi vi è arrivato. Ogni lancio punta una tua quota (%1 senza quote).</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</source>
        <translation>Su una casella asso tutti giocano a poker con i dadi, a turno da chi vi è arrivato. Ogni lancio costa %1 per il piatto.</translation>
    </message>
    <message>
        <source>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</source>
        <translation>Tira i cinque dadi, poi stai o tienine alcuni e ritira gli altri una volta. Dal basso all’alto: una coppia, doppia coppia, un tris, una scala, un full, un poker; a parità si confrontano i dadi (A, K, Q, J, 10, 9). La migliore vince il piatto; un pareggio si ritira.</translation>
    </message>
    <message>
        <source>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</source>
        <translation>Cinque uguali è un imbroglio: il lancio non conta, e il baro paga %1 a ogni altro giocatore o salta %2 turno/i.</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Azzardo</translation>
    </message>
    <message>
        <source>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</source>
        <translation>Su una casella dadi tutti puntano fiche contro la banca, almeno una ciascuno; una fiche persa si ricompra per %1. Chi vi è arrivato tira tre dadi una volta. Una fiche vincente torna con la vincita; una perdente va alla banca.</translation>
    </message>
    <message>
        <source>pays %1.</source>
        <translation>paga %1.</translation>
    </message>
    <message>
        <source>two dice alike (three count too): pays %1.</source>
        <translation>due dadi uguali (anche tre contano): paga %1.</translation>
    </message>
    <message>
        <source>A named pair:</source>
        <translation>Una coppia precisa:</translation>
    </message>
    <message>
        <source>pays %1 and the star deck&apos;s top share.</source>
        <translation>paga %1 e la quota in cima al mazzo stella.</translation>
    </message>
    <message>
        <source>Out of money</source>
        <translation>Senza soldi</translation>
    </message>
    <message>
        <source>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</source>
        <translation>Chi deve pagare e non ha contanti vende quote a scelta alla banca per %1 ciascuna.</translation>
    </message>
    <message>
        <source>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</source>
        <translation>Senza soldi né quote riceve un credito una tantum di %1; al verde una seconda volta, esce dal gioco.</translation>
    </message>
    <message>
        <source>With neither money nor shares he is out of the game.</source>
        <translation>Senza soldi né quote esce dal gioco.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty, or after round %1.</source>
        <translation>La partita finisce quando entrambi i mazzi di quote sono vuoti, o dopo il giro %1.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty.</source>
        <translation>La partita finisce quando entrambi i mazzi di quote sono vuoti.</translation>
    </message>
    <message>
        <source>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</source>
        <translation>Vince chi ha più quote; tutte le quote di un’attività contano %1. A parità vince chi ha più denaro; ancora pari, si divide la vittoria.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fine</translation>
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
        <source>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</source>
        <translation>I pistoleri percorrono la strada principale di Jolly Town comprando quote delle attività, giocando d’azzardo, rapinando la banca e battendosi per le quote. Vince chi ha più quote.</translation>
    </message>
    <message>
        <source>Click a die, then a direction</source>
        <translation>Clicca un dado, poi una direzione</translation>
    </message>
    <message>
        <source>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</source>
        <translation>Percorri quel dado verso ovest o est, o attraversa la strada con esso. Puoi anche cliccare subito una casella illuminata: viene fatta la mossa che ci arriva.</translation>
    </message>
    <message>
        <source>Click a button under the street</source>
        <translation>Clicca un pulsante sotto la strada</translation>
    </message>
    <message>
        <source>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</source>
        <translation>Pescare una quota, comprarla, il giorno di paga, rapinare la banca, stare, ritirare…: ogni pulsante mostra il suo tasto tra parentesi.</translation>
    </message>
    <message>
        <source>Click a poker die</source>
        <translation>Clicca un dado del poker</translation>
    </message>
    <message>
        <source>Keep it for the next roll; click it again to roll it.</source>
        <translation>Tienilo per il prossimo tiro; cliccalo di nuovo per ritirarlo.</translation>
    </message>
    <message>
        <source>Click a spot of the hasard board</source>
        <translation>Clicca uno spazio del tavolo dell’azzardo</translation>
    </message>
    <message>
        <source>Bet a chip there.</source>
        <translation>Punta lì una fiche.</translation>
    </message>
    <message>
        <source>Your move: choose a die.</source>
        <translation>La tua mossa: scegli un dado.</translation>
    </message>
    <message>
        <source>Walk it west or east.</source>
        <translation>Percorrilo verso ovest o est.</translation>
    </message>
    <message>
        <source>Cross the street with it.</source>
        <translation>Attraversa la strada con esso.</translation>
    </message>
    <message>
        <source>A cowboy off the street: start on the north or the south sidewalk.</source>
        <translation>Un cowboy fuori dalla strada: parti dal marciapiede nord o da quello sud.</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take back the last step of the move.</source>
        <translation>Annulla l’ultimo passo della mossa.</translation>
    </message>
    <message>
        <source>Start the move again.</source>
        <translation>Ricomincia la mossa.</translation>
    </message>
    <message>
        <source>Make the move as built.</source>
        <translation>Fai la mossa così come l’hai composta.</translation>
    </message>
    <message>
        <source>On your field: draw a share, call a payday, rob the bank, or pass.</source>
        <translation>Sulla tua casella: pescare una quota, chiedere il giorno di paga, rapinare la banca o passare.</translation>
    </message>
    <message>
        <source>Answer yes or no: buy the share, pay, or sit out.</source>
        <translation>Rispondi sì o no: comprare la quota, pagare o saltare il turno.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>Da 1 a 9</translation>
    </message>
    <message>
        <source>Choose from a numbered list: a business, a share, an attribute.</source>
        <translation>Scegli da un elenco numerato: un’attività, una quota, un attributo.</translation>
    </message>
    <message>
        <source>Poker: keep or free a die, roll again, or stand.</source>
        <translation>Poker: tenere o liberare un dado, ritirare o stare.</translation>
    </message>
    <message>
        <source>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</source>
        <translation>Azzardo: puntare su basso, alto, una coppia qualsiasi o una coppia precisa; ricomprare una fiche; puntate finite.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un turno, passo per passo</translation>
    </message>
    <message>
        <source>Your cowboy</source>
        <translation>Il tuo cowboy</translation>
    </message>
    <message>
        <source>A chip</source>
        <translation>Una fiche</translation>
    </message>
    <message>
        <source>A die</source>
        <translation>Un dado</translation>
    </message>
    <message>
        <source>A gunfighter (secret)</source>
        <translation>Un pistolero (segreto)</translation>
    </message>
    <message>
        <source>A share</source>
        <translation>Una quota</translation>
    </message>
    <message>
        <source>A share&apos;s back</source>
        <translation>Il dorso di una quota</translation>
    </message>
    <message>
        <source>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</source>
        <translation>Il tuo turno comincia con un tiro di tre dadi. Il tuo cowboy è sul marciapiede nord.</translation>
    </message>
    <message>
        <source>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</source>
        <translation>Percorri due dei dadi, ognuno verso est o ovest: scegli un dado (cliccalo, o premi 1, 2 o 3), poi Est o Ovest (freccia destra o sinistra). Qui il %1 va a est e il %2 a ovest.</translation>
    </message>
    <message>
        <source>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</source>
        <translation>Il terzo dado fa attraversare la strada fino alla casella di fronte (freccia su o giù), o va perso. Conta solo la casella dove ti fermi; puoi anche cliccare subito una casella illuminata. Poi premi Invio.</translation>
    </message>
    <message>
        <source>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</source>
        <translation>Su una casella stella puoi pescare la quota in cima al mazzo stella e tirare tre dadi: %1, meno le tue %2 stelle per il suo attributo, dà un prezzo di %3. Pagalo, o rimetti la quota per %4.</translation>
    </message>
</context>
<context>
    <name>WeScene</name>
    <message>
        <source>%1&apos;s cowboy (%2)</source>
        <translation>Il cowboy di %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n fiche in mano</numerusform>
            <numerusform>%n fiche in mano</numerusform>
        </translation>
    </message>
    <message>
        <source>Broke: out of the game</source>
        <translation>Al verde: fuori dal gioco</translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Salta ancora %n turno</numerusform>
            <numerusform>Salta ancora %n turni</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuori</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>fuori dal gioco</translation>
    </message>
    <message>
        <source>no shares yet</source>
        <translation>ancora nessuna quota</translation>
    </message>
    <message>
        <source>%1: complete (%2), counts %3</source>
        <translation>%1: completa (%2), conta %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s) (%2)</source>
        <translation>
            <numerusform>%1: %n quota (%2)</numerusform>
            <numerusform>%1: %n quote (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n contata</numerusform>
            <numerusform>%n contate</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter: %1</source>
        <translation>Il tuo pistolero: %1</translation>
    </message>
    <message>
        <source>Jolly Town&apos;s main street</source>
        <translation>La strada principale di Jolly Town</translation>
    </message>
    <message>
        <source>north</source>
        <translation>nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sud</translation>
    </message>
    <message>
        <source>Cowboys waiting off the street start on field 1 of either sidewalk</source>
        <translation>I cowboy in attesa partono dalla casella 1 di uno dei marciapiedi</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Vai a %1</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), waiting off the street</source>
        <translation>Il cowboy di %1 (%2), in attesa fuori dalla strada</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), on %3</source>
        <translation>Il cowboy di %1 (%2), su %3</translation>
    </message>
    <message>
        <source>Star deck</source>
        <translation>Mazzo stella</translation>
    </message>
    <message>
        <source>Dollar deck</source>
        <translation>Mazzo dollaro</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Prezzo: %1</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>pescata</translation>
    </message>
    <message>
        <source>Move roll</source>
        <translation>Lancio della mossa</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Giro %1 di %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Giro %1</translation>
    </message>
    <message>
        <source>Start north (N)</source>
        <translation>Parti a nord (N)</translation>
    </message>
    <message>
        <source>Start south (S)</source>
        <translation>Parti a sud (S)</translation>
    </message>
    <message>
        <source>← West</source>
        <translation>← Ovest</translation>
    </message>
    <message>
        <source>East →</source>
        <translation>Est →</translation>
    </message>
    <message>
        <source>Cross ↕</source>
        <translation>Attraversa ↕</translation>
    </message>
    <message>
        <source>Step back (Backspace)</source>
        <translation>Passo indietro (Backspace)</translation>
    </message>
    <message>
        <source>Choose a die (1, 2, 3) or click a lit field.</source>
        <translation>Scegli un dado (1, 2, 3) o clicca una casella illuminata.</translation>
    </message>
    <message>
        <source>Die %1 shows %2: walk it west or east, or cross the street.</source>
        <translation>Il dado %1 mostra %2: vai a ovest o a est, o attraversa la strada.</translation>
    </message>
    <message>
        <source>Draw a share (D)</source>
        <translation>Pesca una quota (D)</translation>
    </message>
    <message>
        <source>Payday (Y)</source>
        <translation>Giorno di paga (Y)</translation>
    </message>
    <message>
        <source>Rob the bank (R)</source>
        <translation>Rapina la banca (R)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passa (P)</translation>
    </message>
    <message>
        <source>Roll for the price (R)</source>
        <translation>Tira per il prezzo (R)</translation>
    </message>
    <message>
        <source>Put it back, free (P)</source>
        <translation>Rimetti, gratis (P)</translation>
    </message>
    <message>
        <source>Buy for %1 (Y)</source>
        <translation>Compra per %1 (Y)</translation>
    </message>
    <message>
        <source>Put it back for %1 (N)</source>
        <translation>Rimetti per %1 (N)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Stai (S)</translation>
    </message>
    <message>
        <source>Keep the chosen dice, roll the others (R)</source>
        <translation>Tieni i dadi scelti, ritira gli altri (R)</translation>
    </message>
    <message>
        <source>Roll all five again (R)</source>
        <translation>Ritira tutti e cinque (R)</translation>
    </message>
    <message>
        <source>Pay each %1 (Y)</source>
        <translation>Paga %1 a ciascuno (Y)</translation>
    </message>
    <message>
        <source>Sit out (N)</source>
        <translation>Salta il turno (N)</translation>
    </message>
    <message>
        <source>Buy a chip for %1 (B)</source>
        <translation>Compra una fiche per %1 (B)</translation>
    </message>
    <message>
        <source>Done betting (D)</source>
        <translation>Puntate finite (D)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>cheat!</source>
        <translation>baro!</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 e %n quota</numerusform>
            <numerusform>%1 e %n quote</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie: roll again</source>
        <translation>Pareggio: si ritira</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>paga %1</translation>
    </message>
    <message>
        <source>%1&apos;s chip on %2</source>
        <translation>Fiche di %1 su %2</translation>
    </message>
    <message>
        <source>Bet a chip on %1</source>
        <translation>Punta una fiche su %1</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Azzardo</translation>
    </message>
    <message>
        <source>The gunfighters</source>
        <translation>I pistoleri</translation>
    </message>
    <message>
        <source>%1&apos;s gunfighter: %2 (%3)</source>
        <translation>Il pistolero di %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an attribute and its stars, e.g. Speed 5</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Poker is over</source>
        <translation>Il poker è finito</translation>
    </message>
    <message>
        <source>%1: wins</source>
        <comment>poker: a winning hand</comment>
        <translation>%1: vince</translation>
    </message>
</context>
<context>
    <name>WeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>Move your cowboy first.</source>
        <translation>Prima muovi il tuo cowboy.</translation>
    </message>
    <message>
        <source>Those walks do not end on that field.</source>
        <translation>Quei tratti non finiscono su quella casella.</translation>
    </message>
    <message>
        <source>Two cowboys stand there already.</source>
        <translation>Lì ci sono già due cowboy.</translation>
    </message>
    <message>
        <source>You may attack %1 only if you both own a share of one business.</source>
        <translation>Puoi attaccare %1 solo se avete entrambi una quota della stessa attività.</translation>
    </message>
    <message>
        <source>These dice cannot take you there: two walks that stay on the street, one crossing at most.</source>
        <translation>Con questi dadi non ci arrivi: due tratti che restano sulla strada, al massimo un attraversamento.</translation>
    </message>
    <message>
        <source>You cannot pay %1: put the share back.</source>
        <translation>Non puoi pagare %1: rimetti la quota.</translation>
    </message>
    <message>
        <source>Buy the share or put it back.</source>
        <translation>Compra la quota o rimettila.</translation>
    </message>
    <message>
        <source>A payday needs a share at least, on a dollar field.</source>
        <translation>Il giorno di paga richiede almeno una quota, su una casella dollaro.</translation>
    </message>
    <message>
        <source>The bank can be robbed only from a dollar field.</source>
        <translation>La banca si rapina solo da una casella dollaro.</translation>
    </message>
    <message>
        <source>This deck is empty.</source>
        <translation>Questo mazzo è vuoto.</translation>
    </message>
    <message>
        <source>Draw a share or pass.</source>
        <translation>Pesca una quota o passa.</translation>
    </message>
    <message>
        <source>Name a business you both own shares of.</source>
        <translation>Nomina un’attività di cui avete entrambi quote.</translation>
    </message>
    <message>
        <source>Name one of the four attributes.</source>
        <translation>Nomina uno dei quattro attributi.</translation>
    </message>
    <message>
        <source>Hand over one of your shares of %1.</source>
        <translation>Cedi una tua quota di %1.</translation>
    </message>
    <message>
        <source>Choose one of your own shares.</source>
        <translation>Scegli una delle tue quote.</translation>
    </message>
    <message>
        <source>Keep some dice and roll again, or stand.</source>
        <translation>Tieni alcuni dadi e ritira, o stai.</translation>
    </message>
    <message>
        <source>Pay the others or sit out.</source>
        <translation>Paga gli altri o salta il turno.</translation>
    </message>
    <message>
        <source>You have no chip left to bet: buy one back or say you are done.</source>
        <translation>Non hai più fiche da puntare: ricomprane una o di’ che hai finito.</translation>
    </message>
    <message>
        <source>You cannot buy a chip back now (none in the bank, or not enough money).</source>
        <translation>Ora non puoi ricomprare una fiche (nessuna in banca, o soldi insufficienti).</translation>
    </message>
    <message>
        <source>Bet one chip at least before you are done.</source>
        <translation>Punta almeno una fiche prima di finire.</translation>
    </message>
    <message>
        <source>Roll for the price or put the share back.</source>
        <translation>Tira per il prezzo o rimetti la quota.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Questa mossa non è consentita.</translation>
    </message>
    <message>
        <source>Choose a die first (1, 2, 3).</source>
        <translation>Prima scegli un dado (1, 2, 3).</translation>
    </message>
    <message>
        <source>Choose the sidewalk to start on first (N or S).</source>
        <translation>Prima scegli il marciapiede di partenza (N o S).</translation>
    </message>
    <message>
        <source>You cross the street once at most.</source>
        <translation>Attraversi la strada al massimo una volta.</translation>
    </message>
    <message>
        <source>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</source>
        <translation>Nessuna mossa prosegue così: ogni tratto deve restare sulla strada e finire dove un cowboy può stare.</translation>
    </message>
    <message>
        <source>You have used that die already.</source>
        <translation>Hai già usato quel dado.</translation>
    </message>
    <message>
        <source>Your cowboy is on the street already.</source>
        <translation>Il tuo cowboy è già sulla strada.</translation>
    </message>
    <message>
        <source>There is no choice %1.</source>
        <translation>Non c’è la scelta %1.</translation>
    </message>
    <message>
        <source>Walk two dice first (1–3, then Left or Right), or click a lit field.</source>
        <translation>Prima percorri due dadi (1–3, poi Sinistra o Destra), o clicca una casella illuminata.</translation>
    </message>
    <message>
        <source>Each button shows its key: press that key, or click the button.</source>
        <translation>Ogni pulsante mostra il suo tasto: premi quel tasto o fai clic sul pulsante.</translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>Main street</source>
        <translation>Strada principale</translation>
    </message>
    <message>
        <source>Gunfighters</source>
        <translation>Pistoleri</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Azzardo</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Rapina in banca</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Letture delle regole</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimo di giocatori</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Il numero minimo di giocatori con cui si giocano queste regole.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Massimo di giocatori</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Il numero massimo di giocatori con cui si giocano queste regole.</translation>
    </message>
    <message>
        <source>Bills at the start</source>
        <translation>Banconote all’inizio</translation>
    </message>
    <message>
        <source>The bills each player starts with.</source>
        <translation>Le banconote con cui inizia ogni giocatore.</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Fiches all’inizio</translation>
    </message>
    <message>
        <source>The chips in each player&apos;s colour, for hasard.</source>
        <translation>Le fiches del colore di ogni giocatore, per l’azzardo.</translation>
    </message>
    <message>
        <source>North sidewalk</source>
        <translation>Marciapiede nord</translation>
    </message>
    <message>
        <source>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</source>
        <translation>Le caselle del marciapiede nord da ovest a est: pietra, stella, dollaro, asso o dadi. La prima è una casella pietra di partenza.</translation>
    </message>
    <message>
        <source>South sidewalk</source>
        <translation>Marciapiede sud</translation>
    </message>
    <message>
        <source>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</source>
        <translation>Le caselle del marciapiede sud da ovest a est, ognuna di fronte alla casella nord con lo stesso numero.</translation>
    </message>
    <message>
        <source>The gunfighters; each player draws one in secret.</source>
        <translation>I pistoleri; ogni giocatore ne pesca uno in segreto.</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenza</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for intelligence, in the order of the names.</source>
        <translation>Le stelle di ogni pistolero per l’intelligenza, nell’ordine dei nomi.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocità</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for speed, in the order of the names.</source>
        <translation>Le stelle di ogni pistolero per la velocità, nell’ordine dei nomi.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Forza</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for strength, in the order of the names.</source>
        <translation>Le stelle di ogni pistolero per la forza, nell’ordine dei nomi.</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Destrezza</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for dexterity, in the order of the names.</source>
        <translation>Le stelle di ogni pistolero per la destrezza, nell’ordine dei nomi.</translation>
    </message>
    <message>
        <source>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</source>
        <translation>Le quote di ogni attività secondo l’attributo che ne fissa il prezzo. Modificale nella scheda Mazzo.</translation>
    </message>
    <message>
        <source>Businesses of the dollar deck</source>
        <translation>Attività del mazzo dollaro</translation>
    </message>
    <message>
        <source>The businesses whose shares have a dollar on the back; the others&apos; have a star.</source>
        <translation>Le attività le cui quote hanno un dollaro sul retro; quelle delle altre una stella.</translation>
    </message>
    <message>
        <source>Fee for putting a share back</source>
        <translation>Penale per rimettere una quota</translation>
    </message>
    <message>
        <source>Bills paid to put a share back under its deck after rolling its price.</source>
        <translation>Banconote pagate per rimettere una quota sotto il mazzo dopo averne tirato il prezzo.</translation>
    </message>
    <message>
        <source>Payday per share</source>
        <translation>Giorno di paga per quota</translation>
    </message>
    <message>
        <source>Bills a payday pays for each share held.</source>
        <translation>Banconote che un giorno di paga versa per ogni quota posseduta.</translation>
    </message>
    <message>
        <source>A complete business counts</source>
        <translation>Un’attività completa conta</translation>
    </message>
    <message>
        <source>What all the shares of one business in one hand count as, on payday and at the end.</source>
        <translation>Quanto contano tutte le quote di un’attività in una sola mano, al giorno di paga e alla fine.</translation>
    </message>
    <message>
        <source>Stake per roll</source>
        <translation>Posta per lancio</translation>
    </message>
    <message>
        <source>Bills put into the pot for each poker roll.</source>
        <translation>Banconote messe nel piatto per ogni lancio di poker.</translation>
    </message>
    <message>
        <source>Poker for shares</source>
        <translation>Poker per le quote</translation>
    </message>
    <message>
        <source>On: each poker roll stakes a share instead of bills.</source>
        <translation>Attivo: ogni lancio di poker punta una quota invece di banconote.</translation>
    </message>
    <message>
        <source>Stake without shares</source>
        <translation>Posta senza quote</translation>
    </message>
    <message>
        <source>Poker for shares: the bills a player without shares stakes per roll.</source>
        <translation>Poker per le quote: le banconote che un giocatore senza quote punta per lancio.</translation>
    </message>
    <message>
        <source>A cheat pays each</source>
        <translation>Un baro paga a ciascuno</translation>
    </message>
    <message>
        <source>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</source>
        <translation>Banconote che chi tira cinque uguali paga a ogni altro giocatore, a meno che non salti invece il turno.</translation>
    </message>
    <message>
        <source>A cheat sits out</source>
        <translation>Un baro salta il turno</translation>
    </message>
    <message>
        <source>Turns a cheat sits out, unless he pays instead.</source>
        <translation>Turni che un baro salta, a meno che non paghi.</translation>
    </message>
    <message>
        <source>Price of a chip</source>
        <translation>Prezzo di una fiche</translation>
    </message>
    <message>
        <source>Bills to buy back one chip from the bank.</source>
        <translation>Banconote per ricomprare una fiche dalla banca.</translation>
    </message>
    <message>
        <source>LOW pays</source>
        <translation>BASSO paga</translation>
    </message>
    <message>
        <source>Bills per chip on LOW (4 to 10) when it wins.</source>
        <translation>Banconote per fiche su BASSO (da 4 a 10) quando vince.</translation>
    </message>
    <message>
        <source>HIGH pays</source>
        <translation>ALTO paga</translation>
    </message>
    <message>
        <source>Bills per chip on HIGH (11 to 17) when it wins.</source>
        <translation>Banconote per fiche su ALTO (da 11 a 17) quando vince.</translation>
    </message>
    <message>
        <source>Any pair pays</source>
        <translation>Coppia qualsiasi paga</translation>
    </message>
    <message>
        <source>Bills per chip on any pair when it wins.</source>
        <translation>Banconote per fiche su una coppia qualsiasi quando vince.</translation>
    </message>
    <message>
        <source>A named pair pays</source>
        <translation>Una coppia precisa paga</translation>
    </message>
    <message>
        <source>Bills per chip on a pair of one face when it wins.</source>
        <translation>Banconote per fiche su una coppia di un valore quando vince.</translation>
    </message>
    <message>
        <source>A named pair wins a share</source>
        <translation>Una coppia precisa vince una quota</translation>
    </message>
    <message>
        <source>On: a winning chip on a named pair also wins the top share of the star deck.</source>
        <translation>Attivo: una fiche vincente su una coppia precisa vince anche la quota in cima al mazzo stella.</translation>
    </message>
    <message>
        <source>Selling price of a share</source>
        <translation>Prezzo di vendita di una quota</translation>
    </message>
    <message>
        <source>Bills the bank pays for a share sold by a player short of cash.</source>
        <translation>Banconote che la banca paga per una quota venduta da un giocatore senza contanti.</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Al verde</translation>
    </message>
    <message>
        <source>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</source>
        <translation>Che cosa succede a chi deve pagare e non ha né denaro né quote: esce dal gioco, o riceve un credito una tantum.</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credito</translation>
    </message>
    <message>
        <source>Bills of the one-time credit, when the broke rule gives one.</source>
        <translation>Banconote del credito una tantum, quando la regola del verde ne concede uno.</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Ricompensa</translation>
    </message>
    <message>
        <source>Bills for the player who catches a bank robber.</source>
        <translation>Banconote per chi cattura un rapinatore.</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Bottino</translation>
    </message>
    <message>
        <source>Bills a bank robber escapes with.</source>
        <translation>Banconote con cui fugge un rapinatore.</translation>
    </message>
    <message>
        <source>A caught robber sits out</source>
        <translation>Un rapinatore catturato salta il turno</translation>
    </message>
    <message>
        <source>Turns a caught robber sits out; then he starts again off the board.</source>
        <translation>Turni che salta un rapinatore catturato; poi riparte fuori dalla strada.</translation>
    </message>
    <message>
        <source>Attacker needs a share too</source>
        <translation>Anche l’attaccante deve avere una quota</translation>
    </message>
    <message>
        <source>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</source>
        <translation>Attivo (il regolamento): l’attaccante deve possedere una quota dell’attività che nomina, come il difensore.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Giri</translation>
    </message>
    <message>
        <source>Rounds until the game ends; 0: until both share decks are empty.</source>
        <translation>Giri fino alla fine; 0: finché entrambi i mazzi di quote sono vuoti.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Fuori dal gioco</translation>
    </message>
    <message>
        <source>A one-time credit</source>
        <translation>Un credito una tantum</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Casella pietra</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Casella stella</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Casella dollaro</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Casella asso</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Casella dadi</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Attività</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attributo</translation>
    </message>
    <message>
        <source>Add a business…</source>
        <translation>Aggiungi un’attività…</translation>
    </message>
    <message>
        <source>Remove the business</source>
        <translation>Rimuovi l’attività</translation>
    </message>
    <message>
        <source>Add an attribute…</source>
        <translation>Aggiungi un attributo…</translation>
    </message>
    <message>
        <source>Remove the attribute</source>
        <translation>Rimuovi l’attributo</translation>
    </message>
    <message>
        <source>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</source>
        <translation>I due marciapiedi devono essere lunghi uguali: quello nord ha %1 caselle, quello sud %2.</translation>
    </message>
    <message>
        <source>%1: the first field must be the stone start field, not a %2.</source>
        <translation>%1: la prima casella deve essere la casella pietra di partenza, non: %2.</translation>
    </message>
    <message>
        <source>Too few fields for %1 players: the main street has only %2.</source>
        <translation>Troppo poche caselle per %1 giocatori: la strada principale ne ha solo %2.</translation>
    </message>
    <message>
        <source>%1: each of the %2 gunfighters needs a number of stars, found %3.</source>
        <translation>%1: ognuno dei %2 pistoleri richiede un numero di stelle, trovati: %3.</translation>
    </message>
    <message>
        <source>Too few gunfighters: %1 players draw one each, but there are %2.</source>
        <translation>Troppo pochi pistoleri: %1 giocatori ne pescano uno ciascuno, ma ce ne sono %2.</translation>
    </message>
    <message>
        <source>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</source>
        <translation>«%1» ha il dorso col dollaro ma non è un’attività del mazzo delle quote: aggiungila lì o toglila.</translation>
    </message>
    <message>
        <source>At most %1 businesses, found %2.</source>
        <translation>Al massimo %1 attività, trovate: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) a side instead of %1</source>
        <extracomment>Both sidewalks&apos; length changed alike: &quot;12 fields a side instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n casella per marciapiede invece di %1</numerusform>
            <numerusform>%n caselle per marciapiede invece di %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) instead of %1</source>
        <extracomment>A sidewalk&apos;s length changed: &quot;12 fields instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n casella invece di %1</numerusform>
            <numerusform>%n caselle invece di %1</numerusform>
        </translation>
    </message>
    <message>
        <source>field %1: %2 → %3</source>
        <extracomment>A field of a sidewalk (numbered from 1, west to east) of another kind: &quot;field 5: Star field → Dollar field&quot;.</extracomment>
        <translation>casella %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>WeTips</name>
    <message>
        <source>its price is three dice less your stars for %1. The most shares win the game.</source>
        <translation>il suo prezzo è tre dadi meno le tue stelle in %1. Vince la partita chi ha più quote.</translation>
    </message>
    <message>
        <source>The most shares win the game; all the shares of one business count as %1.</source>
        <translation>Vince la partita chi ha più quote; tutte le quote di un’attività contano come %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1: %n quota, coperta. Fermati su una %2 per pescare quella in cima.</numerusform>
            <numerusform>%1: %n quote, coperte. Fermati su una %2 per pescare quella in cima.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</source>
        <translation>Il tuo pistolero, %1 (segreto): le stelle abbassano i prezzi che paghi e contano negli attacchi.</translation>
    </message>
    <message>
        <source>each star takes one off the price of a share that names it, and adds one in an attack.</source>
        <translation>ogni stella toglie uno al prezzo di una quota che lo indica, e aggiunge uno in un attacco.</translation>
    </message>
    <message>
        <source>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</source>
        <translation>Il tuo tiro per la mossa: percorri due dadi verso est o ovest; il terzo fa attraversare la strada o va perso.</translation>
    </message>
    <message>
        <source>The pot: the best poker hand wins it.</source>
        <translation>Il piatto: lo vince la mano di poker migliore.</translation>
    </message>
    <message>
        <source>The hasard board: everybody bets chips on what three dice will show, against the bank.</source>
        <translation>Il tavolo dell’azzardo: tutti puntano fiche su ciò che mostreranno tre dadi, contro il banco.</translation>
    </message>
    <message>
        <source>Move die %1: %2</source>
        <translation>Dado della mossa %1: %2</translation>
    </message>
    <message>
        <source>Poker die %1: %2</source>
        <translation>Dado da poker %1: %2</translation>
    </message>
    <message>
        <source>kept; click to roll it again.</source>
        <translation>tenuto; clicca per ritirarlo.</translation>
    </message>
    <message>
        <source>click to keep it for the next roll.</source>
        <translation>clicca per tenerlo al prossimo tiro.</translation>
    </message>
</context>
<context>
    <name>WeUi</name>
    <message>
        <source>A game by %1, published by %2.</source>
        <translation>Un gioco di %1, pubblicato da %2.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Quote</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Banconote</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</source>
        <translation>%1, muovi il tuo cowboy: clicca una casella illuminata, o scegli un dado (1, 2, 3) e percorrilo verso est (→), ovest (←) o attraversa la strada (↑↓).</translation>
    </message>
    <message>
        <source>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</source>
        <translation>%1, sei su una casella dollaro: pesca una quota (D), chiama il giorno di paga (Y), rapina la banca (R) o passa (P).</translation>
    </message>
    <message>
        <source>%1, you are on a star field: draw a share (D) or pass (P).</source>
        <translation>%1, sei su una casella stella: pesca una quota (D) o passa (P).</translation>
    </message>
    <message>
        <source>%1, you drew %2: roll for its price (R) or put it back for free (P).</source>
        <translation>%1, hai pescato %2: tira per il prezzo (R) o rimettila gratis (P).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</source>
        <translation>%1, %2 costa %3: comprala (Y) o rimettila pagando %4 (N).</translation>
    </message>
    <message>
        <source>%1, you attack %2: name a business you both own shares of.</source>
        <translation>%1, attacchi %2: nomina un’attività di cui avete entrambi delle quote.</translation>
    </message>
    <message>
        <source>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</source>
        <translation>%1, %2 ti attacca per %3: nomina l’attributo con cui vi battete (1–4).</translation>
    </message>
    <message>
        <source>%1, you lost the fight: choose the share of %2 you hand over.</source>
        <translation>%1, hai perso lo scontro: scegli la quota di %2 che cedi.</translation>
    </message>
    <message>
        <source>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</source>
        <translation>%1, devi pagare %2 e non hai contanti: vendi una quota alla banca per %3.</translation>
    </message>
    <message>
        <source>%1, poker for shares: choose the share you stake on this roll.</source>
        <translation>%1, poker per le quote: scegli la quota da puntare su questo lancio.</translation>
    </message>
    <message>
        <source>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</source>
        <translation>%1, poker: clicca i dadi che tieni (o digita 1–5) e ritira gli altri (R), o stai (S).</translation>
    </message>
    <message>
        <source>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</source>
        <translation>%1, cinque uguali: sei stato colto a barare! Paga %2 a ogni altro giocatore (Y) o salta %3 turno/i (N).</translation>
    </message>
    <message>
        <source>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</source>
        <translation>%1, azzardo: clicca una zona del tavolo per puntare una fiche (o digita L, H, A, 1–6), ricompra una fiche (B), o di’ che hai finito (D).</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Tocca a te, %1.</translation>
    </message>
    <message>
        <source>The shares a player holds, counted as at the end: all the shares of one business count more</source>
        <translation>Le quote di un giocatore, contate come alla fine: tutte le quote di un’attività contano di più</translation>
    </message>
    <message>
        <source>The bills a player holds</source>
        <translation>Le banconote di un giocatore</translation>
    </message>
    <message>
        <source>The hasard chips a player holds</source>
        <translation>Le fiche d’azzardo di un giocatore</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>The file ends in the middle of a line.</source>
        <translation>Il file finisce a metà di una riga.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</source>
        <translation>Houserules è già aperto, ma non risponde. Chiudilo (o aspetta che risponda) e riprova.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message numerus="yes">
        <source>…and %n more, listed in the details.</source>
        <translation>
            <numerusform>…e un altro, elencato nei dettagli.</numerusform>
            <numerusform>…e altri %n, elencati nei dettagli.</numerusform>
        </translation>
    </message>
</context>
</TS>
