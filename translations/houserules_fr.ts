<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation>À propos de Houserules</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation>Jouez à des jeux de société contre l’ordinateur ou entre amis sur un même écran, essayez des règles maison et testez de nouvelles compositions de cartes.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Les jeux</translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation>Toutes les illustrations des cartes, les couvertures et les icônes ont été dessinées pour Houserules.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Logiciel libre distribué sous la &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 ou ultérieure (GPL-3.0-or-later).</translation>
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
        <translation>1. Toutes les cartes retournées</translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation>2. Dynamite</translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation>Aucune dynamite n’a été jouée.</translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation>3. Chaque couleur face à Billy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation>✗ plus que Billy&#xa0;: abattu pour cette couleur. À égalité, on ne risque rien.</translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation>4. Abattus</translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation>%1 s’en sort.</translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation>5. La victoire</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation>
            <numerusform>%1 gagne avec le meilleur score&#xa0;: %n point.</numerusform>
            <numerusform>%1 gagne avec le meilleur score&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation>
            <numerusform>Égalité à %n point&#xa0;; %1 gagne avec le moins de cartes.</numerusform>
            <numerusform>Égalité à %n points&#xa0;; %1 gagne avec le moins de cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation>
            <numerusform>Égalité à %n point&#xa0;; %1 gagne avec le moins de cartes face visible.</numerusform>
            <numerusform>Égalité à %n points&#xa0;; %1 gagne avec le moins de cartes face visible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation>
            <numerusform>Égalité à %n point et en cartes face visible&#xa0;; %1 gagne avec le moins de cartes face cachée.</numerusform>
            <numerusform>Égalité à %n points et en cartes face visible&#xa0;; %1 gagne avec le moins de cartes face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation>Toujours à égalité après tous les départages&#xa0;: %1 se partagent la victoire.</translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation>Plus personne n’a le moindre point&#xa0;: Blasting Billy gagne et file avec tout le butin&#xa0;!</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite lay first and removes only itself.</source>
        <translation>Chez %1, dans la colonne %2, la dynamite était la première carte et ne retire qu’elle-même.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite removes itself and %3.</source>
        <translation>Chez %1, dans la colonne %2, la dynamite se retire elle-même, ainsi que la carte %3.</translation>
    </message>
    <message>
        <source>%1 is shot down in %2.</source>
        <translation>Billy abat %1. En cause&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot down count.</source>
        <translation>Tout le monde a été abattu&#xa0;: seules comptent donc les couleurs pour lesquelles un joueur n’a pas été abattu.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave %2 to Billy.</source>
        <translation>%1 a donné la carte %2 à Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 a donné une carte %2 à Billy.</translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation>%1 a gardé la carte %2 dans son butin.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 a gardé une carte %2 face cachée dans son butin.</translation>
    </message>
    <message>
        <source>%1 dumped %2 in the box.</source>
        <translation>%1 a jeté la carte %2 dans la boîte.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 a jeté une carte %2 dans la boîte.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 a pioché la carte %2.</translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation>%1 a pioché une carte %2.</translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation>%1 a pioché la dernière carte&#xa0;: chacun joue encore un tour.</translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation>La partie est terminée&#xa0;: les cartes en main vont dans la boîte et le butin est retourné face visible.</translation>
    </message>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation>Personne n’a marqué de point&#xa0;: Billy gagne et file avec le butin.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 a gagné avec %n point.</numerusform>
            <numerusform>%1 a gagné avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>Chez %1, la dynamite de la colonne %2 n’a retiré qu’elle-même.</translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed %3.</source>
        <translation>Chez %1, la dynamite de la colonne %2 a retiré la carte %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy a abattu %1 (%2&#xa0;: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
</context>
<context>
    <name>BillyNames</name>
    <message>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <source>Banknotes</source>
        <translation>Billets</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Bijoux</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamants</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: its colour, then its value (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 dynamite</source>
        <extracomment>The dynamite card of a colour (e.g. &quot;Gold dynamite&quot;); %1 is the colour.</extracomment>
        <translation>Dynamite (%1)</translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation>
            <numerusform>Le butin se répartit en %n couleur&#xa0;: %1.</numerusform>
            <numerusform>Le butin se répartit en %n couleurs&#xa0;: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation>
            <numerusform>Chaque couleur compte aussi %n carte Dynamite, qui ne vaut rien.</numerusform>
            <numerusform>Chaque couleur compte aussi %n cartes Dynamite, qui ne valent rien.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation>Il n’y a pas de dynamite dans cette variante.</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>Cela fait %n carte en tout.</numerusform>
            <numerusform>Cela fait %n cartes en tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation>Le dos d’une carte montre sa couleur&#xa0;: tout le monde voit de quelle couleur est une carte, mais seule sa face en révèle la valeur.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Joueurs et mise en place</translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>Pour exactement %n joueur.</numerusform>
            <numerusform>Pour exactement %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>De %1 à %2 joueurs.</translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation>Mélangez toutes les cartes. Avec moins de joueurs, certaines retournent dans la boîte sans être regardées, comme l’indique le tableau. Leurs couleurs ne sont pas un secret&#xa0;: chacun peut regarder leur dos.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Cartes écartées</translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation>Mélangez toutes les cartes. Dans cette variante, toutes les cartes sont utilisées, quel que soit le nombre de joueurs.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Chacun reçoit %n carte&#xa0;; le reste forme la pioche, face cachée.</numerusform>
            <numerusform>Chacun reçoit %n cartes&#xa0;; le reste forme la pioche, face cachée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation>Chacun tient ses cartes de façon que les autres en voient le dos&#xa0;: les couleurs de chaque main sont connues de tous, les valeurs seulement de leur propriétaire.</translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation>Un joueur tiré au sort commence, sauf si quelqu’un a été désigné à la création de la partie. On joue ensuite dans le sens des aiguilles d’une montre, d’une place à la suivante.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation>Jouez une carte de votre main, de l’une de ces trois façons&#xa0;:</translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation>La donner à Billy.</translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation>Elle va face cachée dans le butin de Billy, au milieu de la table, dans la colonne de sa couleur. Vous seul en connaissez la valeur&#xa0;; personne ne regarde les cartes de Billy avant la fin.</translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation>La garder.</translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation>Elle va dans votre propre butin, dans la colonne de sa couleur. La première carte de chaque couleur est posée face cachée, toutes les suivantes de cette couleur face visible. Vous pouvez regarder vos propres cartes face cachée quand vous le souhaitez.</translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation>La jeter.</translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation>Elle va dans la boîte, face cachée. Tout le monde voit sa couleur&#xa0;; vous seul en connaissez la valeur.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Piochez ensuite une carte pour avoir de nouveau %n carte en main.</numerusform>
            <numerusform>Piochez ensuite une carte pour avoir de nouveau %n cartes en main.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation>Dans chaque colonne, les cartes restent dans l’ordre où elles ont été jouées et se chevauchent pour que chacun puisse les compter. Cet ordre ne change jamais&#xa0;: c’est lui qui décide de ce que la dynamite détruit.</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Ce que vous savez</translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation>La couleur de chaque carte dans chaque main, des cartes écartées et des cartes jetées.</translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation>Combien de cartes se trouvent dans chaque colonne, y compris chez Billy.</translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation>Les cartes face visible dans le butin de chacun.</translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation>La valeur de chaque carte que vous avez jouée vous-même, où qu’elle soit allée.</translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation>Les valeurs des cartes que les autres ont données à Billy, jetées ou posées face cachée vous restent inconnues jusqu’à la fin.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation>Le joueur qui prend la dernière carte de la pioche termine son tour normalement. Ensuite, chacun joue un dernier tour sans piocher, en commençant par le joueur suivant, si bien que celui qui a vidé la pioche joue le tout dernier tour.</translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>Il reste %n carte dans chaque main&#xa0;: elle va dans la boîte sans être révélée.</numerusform>
            <numerusform>Il reste %n cartes dans chaque main&#xa0;: elles vont dans la boîte sans être révélées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation>Toutes les cartes sur la table sont alors retournées face visible, et chaque colonne garde son ordre.</translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation>Avant tout décompte, chaque carte Dynamite explose&#xa0;: elle se retire elle-même, ainsi que la carte jouée juste avant elle dans la même colonne. Une carte Dynamite tout au début de sa colonne ne retire qu’elle-même.</translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation>Cela vaut pour le butin de Billy comme pour celui de chaque joueur.</translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation>Quand une colonne contient plusieurs cartes Dynamite, elles explosent dans l’ordre où elles ont été jouées.</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation>Abattu par Billy</translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation>Chacun compare ensuite, couleur par couleur, le total de son butin avec celui de Billy dans cette couleur. Quiconque a plus que Billy, ne serait-ce que dans une couleur, est abattu, et les colonnes de ces couleurs sont retournées face cachée. Avoir exactement autant que Billy ne présente aucun danger, pas plus qu’une couleur que ni vous ni lui ne possédez.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation>Parmi les joueurs qui n’ont pas été abattus, celui qui a le total le plus élevé gagne. En cas d’égalité, l’emporte celui des ex æquo qui a le moins de cartes dans son butin&#xa0;; si l’égalité persiste, ils se partagent la victoire.</translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation>Quand tout le monde est abattu</translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation>Si tous les joueurs ont été abattus, ils jouent quand même pour la victoire, mais seules comptent les colonnes restées face visible. En cas d’égalité, l’emporte celui qui a le moins de cartes face visible, puis celui qui a le moins de cartes face cachée&#xa0;; si l’égalité persiste, ils se partagent la victoire.</translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation>Et si plus personne n’a le moindre point, Billy gagne&#xa0;: il s’enfuit au galop avec tout le butin, et aucun joueur ne gagne.</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Règles de la variante «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Cette variante&#xa0;: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Le principe</translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation>Vous faites tous partie de la bande de Blasting Billy et vous partagez le butin d’un braquage de banque. Billy exige la plus grosse part&#xa0;: quiconque finit avec plus que lui d’une sorte de butin se fait abattre. Amassez donc autant que vous l’osez, donnez-en assez à Billy et laissez les autres deviner ce que vous avez en main.</translation>
    </message>
    <message>
        <source>one card of every value from %1 to %2</source>
        <translation>une carte de chaque valeur, de %1 à %2</translation>
    </message>
    <message>
        <source>cards of the values %1</source>
        <translation>des cartes des valeurs %1</translation>
    </message>
    <message>
        <source>Each colour has %1.</source>
        <translation>Chaque couleur compte %1.</translation>
    </message>
    <message>
        <source>In this variant the colours differ:</source>
        <translation>Dans cette variante, les couleurs diffèrent :</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n carte Dynamite</numerusform>
            <numerusform>%n cartes Dynamite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation>
            <numerusform>Fin de partie&#xa0;: encore %n tour</numerusform>
            <numerusform>Fin de partie&#xa0;: encore %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation>Butin de Billy</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Boîte</translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation>Votre butin</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — à vous de jouer</translation>
    </message>
    <message>
        <source>%1: total after dynamite</source>
        <translation>%1&#xa0;: total après la dynamite</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte</numerusform>
            <numerusform>%1&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the box</source>
        <translation>
            <numerusform>%1&#xa0;: %n carte dans la boîte</numerusform>
            <numerusform>%1&#xa0;: %n cartes dans la boîte</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy wins: nobody has a point left.</source>
        <translation>Billy gagne&#xa0;: plus personne n’a de point.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 gagne avec %n point.</numerusform>
            <numerusform>%1 gagne avec %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Partie › Fin de la partie montre le décompte.</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choisissez d’abord une carte de votre main.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas autorisé.</translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation>Vous pouvez donner une carte à Billy, la garder dans votre butin ou la jeter dans la boîte.</translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation>Choisissez où va la carte&#xa0;: flèches haut et bas, puis Entrée.</translation>
    </message>
</context>
<context>
    <name>BillyTexts</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Joueurs au minimum</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Le plus petit nombre de joueurs avec lequel on peut jouer selon ces règles.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Joueurs au maximum</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</source>
        <translation>Le plus grand nombre de joueurs avec lequel on peut jouer selon ces règles. Chaque nombre de joueurs, du plus petit au plus grand, doit avoir son nombre de cartes écartées.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</source>
        <translation>Combien de cartes chacun reçoit et garde en main : après chaque tour, vous complétez votre main jusqu’à ce nombre tant que la pioche le permet.</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Cartes écartées</translation>
    </message>
    <message>
        <source>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</source>
        <translation>Combien de cartes retournent dans la boîte sans être vues lors de la mise en place, pour chaque nombre de joueurs. Tout le monde peut voir leurs couleurs.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</source>
        <translation>Les cartes du butin : les couleurs, chacune avec ses valeurs et ses cartes Dynamite. Modifiez-les dans l’onglet Paquet.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Ajouter une couleur…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Retirer la couleur</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Ajouter une valeur…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Retirer la valeur</translation>
    </message>
    <message>
        <source>The fewest players (%2) may not be more than the most (%1).</source>
        <translation>Le nombre minimum de joueurs (%2) ne peut pas dépasser le maximum (%1).</translation>
    </message>
    <message>
        <source>How many cards are set aside with %1 players is missing.</source>
        <translation>Il manque le nombre de cartes écartées pour %1 joueurs.</translation>
    </message>
    <message>
        <source>Cards set aside for %1 players, who cannot play by these rules: remove them.</source>
        <translation>Des cartes écartées pour %1 joueurs, alors que ces règles ne se jouent pas à ce nombre : retirez-les.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Pas assez de cartes pour distribuer : %1 joueurs demandent %2 cartes écartées et %1 × %3 en main, %4 en tout, mais le paquet en a %5.</translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Un jeu de %1, édité par %2 (%3).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation>À vous, %1&#xa0;: choisissez une carte et sa destination.</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Passez l’écran à %1</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>Je suis %1&#xa0;: montrer mes cartes</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>« %1 » n’est pas une carte de ce paquet ; attendu : %2.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1 : nombre de cartes attendu de 0 à %2, trouvé : « %3 ».</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>plus de %1 cartes %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… et %n de plus.</numerusform>
            <numerusform>… et %n de plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>a value from %1 to %2</source>
        <translation>une valeur de %1 à %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>nombre</translation>
    </message>
    <message>
        <source>the file holds no cards.</source>
        <translation>le fichier ne contient aucune carte.</translation>
    </message>
    <message>
        <source>the column %1 appears twice.</source>
        <translation>la colonne %1 apparaît deux fois.</translation>
    </message>
    <message>
        <source>%1 has a row already.</source>
        <translation>%1 a déjà une ligne.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n cellule de plus que l’en-tête n’a de colonnes.</numerusform>
            <numerusform>%n cellules de plus que l’en-tête n’a de colonnes.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a header row naming the columns.</source>
        <translation>ligne d’en-tête attendue, qui nomme les colonnes.</translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>au moins %n cellule attendue.</numerusform>
            <numerusform>au moins %n cellules attendues.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>« %1 » n’est pas un nom valable (%2) : utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>ligne d’en-tête attendue avec au moins deux colonnes.</translation>
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
            <numerusform>Le paquet : %n carte</numerusform>
            <numerusform>Le paquet : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1 : %n carte</numerusform>
            <numerusform>%1 : %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Base : %n carte</numerusform>
            <numerusform>Base : %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>Dans le fichier : %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>Ce paquet n’a de place que pour %1 au plus.</translation>
    </message>
    <message>
        <source>Expected a number of cards from 0 to %1.</source>
        <translation>Nombre de cartes attendu de 0 à %1.</translation>
    </message>
    <message>
        <source>Expected a value from %1 to %2.</source>
        <translation>Valeur attendue de %1 à %2.</translation>
    </message>
    <message>
        <source>“%1” is not a card this deck may have.</source>
        <translation>« %1 » n’est pas une carte permise dans ce paquet.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>Le paquet a déjà une colonne %1.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>« %1 » n’est pas un nom valable (%2) : utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>« %1 » existe déjà dans le paquet.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
    </message>
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>Modifier %n nombre de cartes</numerusform>
            <numerusform>Modifier %n nombres de cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the deck from CSV</source>
        <translation>Importer le paquet depuis un CSV</translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>Import CSV…</source>
        <translation>Importer un CSV…</translation>
    </message>
    <message>
        <source>Read the deck from a spreadsheet saved as CSV</source>
        <translation>Lire le paquet dans un tableur enregistré en CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Write the deck as CSV, for a spreadsheet</source>
        <translation>Écrire le paquet en CSV, pour un tableur</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>Le paquet : %n carte.</numerusform>
            <numerusform>Le paquet : %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Aucune carte</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Nom (tel que le fichier l’écrit) :</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Commencer avec les cartes de :</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>Une &amp;valeur :</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>Une carte &amp;nommée :</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Cartes de ce type par ligne :</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Cartes de ce type :</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>Les cellules ne peuvent pas être collées ici : elles dépassent du tableau ou contiennent autre chose que des nombres de cartes de 0 à %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 n’est pas un texte en UTF-8 : enregistrez-le depuis le tableur au format « CSV UTF-8 ».</translation>
    </message>
    <message>
        <source>Import the deck</source>
        <translation>Importer le paquet</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Fichiers CSV (*.csv *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 cannot be used as this deck; nothing was changed.</source>
        <translation>%1 ne peut pas servir de paquet ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Exporter le paquet</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The deck could not be written to %1:
%2</source>
        <translation>Le paquet n’a pas pu être écrit dans %1 :
%2</translation>
    </message>
</context>
<context>
    <name>DiagnosticsModel</name>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problème</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New house rule</source>
        <translation>Nouvelle règle maison</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Impossible de créer une règle maison</translation>
    </message>
    <message>
        <source>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</source>
        <translation>Ces règles sont fournies avec Houserules et restent telles quelles. Modifiez ce que vous voulez : Enregistrer sous… garde vos modifications comme une règle maison à vous.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Title and description</source>
        <translation>Titre et description</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</source>
        <translation>La règle maison telle qu’elle sera enregistrée : le jeu, les règles qu’elle étend, ses titres, et seulement les paramètres qui en diffèrent.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nouvelle règle maison</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Play with these rules</source>
        <translation>&amp;Jouer avec ces règles</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>Reset to &amp;base</source>
        <translation>Rétablir la valeur de &amp;base</translation>
    </message>
    <message>
        <source>Give the chosen parameter its base value again</source>
        <translation>Redonner au paramètre choisi sa valeur de base</translation>
    </message>
    <message>
        <source>Reset &amp;all to base</source>
        <translation>&amp;Tout rétablir à la base</translation>
    </message>
    <message>
        <source>Give every parameter its base value again</source>
        <translation>Redonner à chaque paramètre sa valeur de base</translation>
    </message>
    <message>
        <source>&amp;Changed only</source>
        <translation>&amp;Modifiés seulement</translation>
    </message>
    <message>
        <source>Show only the parameters that differ from the base</source>
        <translation>N’afficher que les paramètres qui diffèrent de la base</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Paquet</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Édition</translation>
    </message>
    <message>
        <source>Choose a parameter to read what it does. Double-click a value to change it.</source>
        <translation>Choisissez un paramètre pour lire ce qu’il fait. Double-cliquez sur une valeur pour la modifier.</translation>
    </message>
    <message>
        <source>Value: %1 · base value: %2</source>
        <translation>Valeur : %1 · valeur de base : %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (lecture seule)</translation>
    </message>
    <message>
        <source>%1[*]%2 — Rules editor</source>
        <extracomment>The editor&apos;s window title: the variant&apos;s title, [*] marks unsaved changes.</extracomment>
        <translation>%1[*]%2 — Éditeur de règles</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Basé sur : %1</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>aucune modification</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n modification</numerusform>
            <numerusform>%n modifications</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems: the game accepts these rules</source>
        <translation>aucun problème : le jeu accepte ces règles</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Enregistrement impossible pour l’instant</translation>
    </message>
    <message>
        <source>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</source>
        <translation>Le jeu refuserait ces règles. Résolvez d’abord les problèmes listés ci-dessous ; chacun montre son paramètre quand vous le choisissez.</translation>
    </message>
    <message>
        <source>%1 (house rule)</source>
        <translation>%1 (règle maison)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Impossible d’enregistrer les règles</translation>
    </message>
    <message>
        <source>The rules could not be saved to %1:
%2</source>
        <translation>Les règles n’ont pas pu être enregistrées dans %1 :
%2</translation>
    </message>
    <message>
        <source>Open rules</source>
        <translation>Ouvrir des règles</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variantes (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Impossible d’ouvrir les règles</translation>
    </message>
    <message>
        <source>%1 cannot be edited:
%2</source>
        <translation>%1 ne peut pas être modifié :
%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Vider la liste</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Enregistrer les modifications ?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>« %1 » a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Les enregistrer avant de fermer ?</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Rules: %1 · Deal no. %2</source>
        <translation>Règles&#xa0;: %1 · Donne&#xa0;n°&#xa0;%2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>On attend %1.</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <source>The same players and rules, a new deal.</source>
        <translation>Mêmes joueurs, mêmes règles, nouvelle donne.</translation>
    </message>
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>There is no variant &apos;%1&apos;.</source>
        <translation>La variante «&#xa0;%1&#xa0;» n’existe pas.</translation>
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
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Enregistrer la partie…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>&amp;Charger une partie…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation>À &amp;propos de Houserules</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Impossible de lancer la partie</translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation>La variante n’a pas pu être chargée&#xa0;:
%1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>La partie n’a pas pu être enregistrée dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Enregistrements de parties (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>Impossible de charger la partie</translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation>%1 n’est pas une partie que Houserules peut reprendre&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Charger une partie</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Impossible de revoir la partie</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>The game in progress will end. Save it first with Game &gt; Save game if you want to go on later.</source>
        <translation>La partie en cours va prendre fin. Enregistrez-la d’abord avec Partie&#xa0;&gt;&#xa0;Enregistrer&#xa0;la&#xa0;partie si vous voulez la reprendre plus tard.</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Revoir cette &amp;partie</translation>
    </message>
    <message>
        <source>&amp;Restart: the same deal again</source>
        <translation>&amp;Recommencer&#xa0;: la même donne</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>&amp;Fin de la partie…</translation>
    </message>
    <message>
        <source>Back to the start &amp;page</source>
        <translation>Retour à la page d’&amp;accueil</translation>
    </message>
    <message>
        <source>&amp;Rules editor</source>
        <translation>É&amp;diteur de règles</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nouvelle règle maison</translation>
    </message>
    <message>
        <source>&amp;Open a variant file…</source>
        <translation>&amp;Ouvrir un fichier de variante…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>Cannot edit the rules</source>
        <translation>Impossible de modifier les règles</translation>
    </message>
    <message>
        <source>%1 cannot be opened in the rules editor:
%2</source>
        <translation>%1 ne peut pas être ouvert dans l’éditeur de règles :
%2</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Impossible de créer une règle maison</translation>
    </message>
    <message>
        <source>Open a variant in the rules editor</source>
        <translation>Ouvrir une variante dans l’éditeur de règles</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variantes (*.yaml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Nouvelle partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (votre variante)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Ordinateur&#xa0;: facile</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Ordinateur&#xa0;: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Ordinateur&#xa0;: difficile</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Joueur %1&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation>Ces règles ne peuvent pas être chargées.</translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation>Deux joueurs s’appellent %1&#xa0;: donnez à chacun un nom différent.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Random: a new deal</source>
        <translation>Au hasard&#xa0;: une nouvelle donne</translation>
    </message>
    <message>
        <source>&amp;Deal no.:</source>
        <translation>&amp;Donne n°&#xa0;:</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to %1.</source>
        <translation>Le numéro de donne doit être un nombre entier de 0 à %1.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</source>
        <translation>Laissez vide pour une nouvelle donne. Le numéro de donne d’une partie (affiché sous le journal de la partie) redonne la même donne.</translation>
    </message>
</context>
<context>
    <name>ParamText</name>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Ajouter une ligne…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Retirer la ligne</translation>
    </message>
    <message>
        <source>Add a column…</source>
        <translation>Ajouter une colonne…</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>Retirer la colonne</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One entry of a per-player-count value: %1 players, value %2 (e.g. &quot;2: 12&quot;).
----------
A deck&apos;s size and its suits, e.g. &quot;60 cards: Gold, Banknotes, Coins&quot;.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found “%3”.</source>
        <translation>Nombre entier attendu de %1 à %2, trouvé : « %3 ».</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>De %1 à %2 éléments attendus, trouvé : %3.</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>« %1 » ne fait pas partie des choix.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>« %1 » n’est pas un nom : utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>« %1 » apparaît deux fois.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Nombre de joueurs attendu de 1 à 16, trouvé : « %1 ».</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>Un paquet se modifie dans son tableau.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1 : de %2 à %3 attendus, trouvé : %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Paquet attendu de %1 à %2 cartes, trouvé : %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Titre manquant : donnez un titre à ces règles dans au moins une langue.</translation>
    </message>
    <message>
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Aucune carte pour %1 : ajoutez-en ou retirez la ligne.</translation>
    </message>
</context>
<context>
    <name>PerPlayersEditor</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Add a player count</source>
        <translation>Ajouter un nombre de joueurs</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation>Tout le monde (cartes publiques seulement)</translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation>Toutes les cartes (la partie est terminée)</translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation>Cet enregistrement ne peut pas être rejoué&#xa0;:
%1</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lecture</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;Point de vue&#xa0;:</translation>
    </message>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Début</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>Fin ⏭</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation>Impossible d’afficher ces règles</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules ne connaît pas le jeu %1.</translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation>La variante %1 n’a pas pu être chargée&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save as a house rule</source>
        <translation>Enregistrer comme règle maison</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>Your house rule is saved with the rules it changes and listed on the start page under its title.</source>
        <translation>Votre règle maison est enregistrée avec les règles qu’elle modifie et apparaît sous son titre sur la page d’accueil.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titre :</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier :</translation>
    </message>
    <message>
        <source>Save the house rule</source>
        <translation>Enregistrer la règle maison</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variantes (*.yaml)</translation>
    </message>
    <message>
        <source>Give the house rule a title.</source>
        <translation>Donnez un titre à la règle maison.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Choisissez un fichier.</translation>
    </message>
    <message>
        <source>The shipped rules cannot be changed: choose a file in another folder.</source>
        <translation>Les règles fournies ne peuvent pas être modifiées : choisissez un fichier dans un autre dossier.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>C’est le fichier des règles sur lesquelles elle se fonde : choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier ?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 existe déjà. Le remplacer par cette règle maison ?</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Joueurs &amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table.</source>
        <translation>À quelle vitesse les cartes volent jusqu’à leur place sur la table.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them.</source>
        <translation>Combien de temps les joueurs ordinateur attendent avant de jouer, pour que vous puissiez les suivre.</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation>Jouer aussitôt</translation>
    </message>
    <message>
        <source>Card &amp;movements:</source>
        <translation>&amp;Mouvement des cartes&#xa0;:</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (votre variante)</translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation>Ce fichier contient des règles pour un autre jeu (%1).</translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation>À quoi jouons-nous&#xa0;?</translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation>Jouez contre l’ordinateur ou entre amis sur cet écran. Choisissez les règles — celles de la boîte, une règle maison ou les vôtres — et lancez une nouvelle partie.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Reprendre la dernière partie</translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation>Règles à utiliser&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (impossible à charger)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Open these rules in the rules editor</source>
        <translation>Ouvrir ces règles dans l’éditeur de règles</translation>
    </message>
    <message>
        <source>New house rule…</source>
        <translation>Nouvelle règle maison…</translation>
    </message>
    <message>
        <source>Make your own rules, starting from the standard rules</source>
        <translation>Créez vos propres règles à partir des règles standard</translation>
    </message>
</context>
<context>
    <name>StatusModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>TitlesPanel</name>
    <message>
        <source>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</source>
        <translation>Le nom de ces règles et une phrase à leur sujet, tels que la page d’accueil les affiche. Une langue laissée vide affiche ceux en anglais.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titre</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
</context>
<context>
    <name>VariantDocument</name>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules ne connaît pas le jeu %1.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Reset %1 to the base</source>
        <translation>Rétablir %1 à la base</translation>
    </message>
    <message>
        <source>Reset everything to the base</source>
        <translation>Tout rétablir à la base</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Modifier le titre</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Modifier la description</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>%1 holds the base rules these rules extend: save them under another name.</source>
        <translation>%1 contient les règles de base que ces règles étendent : enregistrez-les sous un autre nom.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>Le jeu refuserait ces règles :
%1</translation>
    </message>
</context>
<context>
    <name>VariantModel</name>
    <message>
        <source>Parameter</source>
        <translation>Paramètre</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Valeur de base</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Base value: %1</source>
        <translation>Valeur de base : %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Absent de la base</translation>
    </message>
</context>
</TS>
