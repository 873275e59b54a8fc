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
    <message>
        <source>The Houserules icon</source>
        <translation>L’icône de Houserules</translation>
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
        <source>%1&apos;s %2 column: the dynamite removes itself and the %3.</source>
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
    <name>BillyFigureTexts</name>
    <message>
        <source>Shot down</source>
        <translation>Abattus</translation>
    </message>
    <message>
        <source>Billy wins</source>
        <translation>Billy gagne</translation>
    </message>
    <message>
        <source>Dynamite hit the leader</source>
        <extracomment>A figure: the share of players whose dynamite got the leader shot down.</extracomment>
        <translation>Dynamite sur le meneur</translation>
    </message>
    <message>
        <source>Players are shot down %1 points more often (±%2).</source>
        <translation>Les joueurs sont abattus %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Players are shot down %1 points less often (±%2).</source>
        <translation>Les joueurs sont abattus %1&#xa0;points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points more often (±%2).</source>
        <translation>La place %3 est abattue %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points less often (±%2).</source>
        <translation>La place %3 est abattue %1&#xa0;points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points more often (±%2).</source>
        <translation>Billy gagne %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points less often (±%2).</source>
        <translation>Billy gagne %1&#xa0;points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points more often (±%2).</source>
        <translation>La dynamite des joueurs touche le meneur %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points less often (±%2).</source>
        <translation>La dynamite des joueurs touche le meneur %1&#xa0;points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points more often (±%2).</source>
        <translation>La dynamite de la place %3 touche le meneur %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points less often (±%2).</source>
        <translation>La dynamite de la place %3 touche le meneur %1&#xa0;points moins souvent (±%2).</translation>
    </message>
</context>
<context>
    <name>BillyGuide</name>
    <message>
        <source>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</source>
        <translation>Vous avez %1 cartes en main. À chaque tour, vous en jouez une : à Billy, dans votre butin ou dans la boîte ; puis vous piochez. À la fin, quiconque a plus que Billy dans l’une des %2 couleurs est abattu, et parmi les autres le plus gros butin gagne. Vous voyez les couleurs de chaque main, jamais les valeurs.</translation>
    </message>
    <message>
        <source>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</source>
        <translation>%1 chez Billy retire la carte posée juste avant dans sa colonne %2 : Billy finit avec moins de %2, et quiconque en a plus que lui est abattu.</translation>
    </message>
    <message>
        <source>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</source>
        <translation>%1 porte la colonne %2 de Billy à au moins %3, pour ce que vous en savez. Plus Billy a de %2, plus vous pouvez en garder dans votre butin sans être abattu.</translation>
    </message>
    <message>
        <source>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</source>
        <translation>%1 en première carte de votre colonne %2 ne retire qu’elle-même : hors de votre main, elle ne peut plus nuire à personne.</translation>
    </message>
    <message>
        <source>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</source>
        <translation>%1 retire la carte posée juste avant dans votre colonne %2 : elle passe de %3 à %4, moins à garder sous celle de Billy.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</source>
        <translation>%1 porte votre colonne %2 à %3 points. Ils ne comptent que si Billy finit avec au moins autant de %2 ; vous lui en connaissez %4.</translation>
    </message>
    <message>
        <source>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</source>
        <translation>%1 dans la boîte ne fait rien sauter : la boîte ne compte pour personne, la carte est hors jeu.</translation>
    </message>
    <message>
        <source>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</source>
        <translation>%1 dans la boîte ne compte pour personne : elle n’augmente pas votre colonne %2 face à Billy et n’aide pas les autres à garder plus de %2.</translation>
    </message>
    <message>
        <source>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</source>
        <extracomment>Said when the card and your loot are chosen, before it is played.</extracomment>
        <translation>%1 dans votre butin fait sauter votre propre colonne %2 : elle tombe de %3 à %4 points.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</source>
        <translation>%1 porte votre colonne %2 à %3 points. Ils ne comptent que si Billy finit avec au moins autant de %2, et vous ne lui en connaissez encore aucun.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave the %2 to Billy.</source>
        <translation>%1 a donné la carte %2 à Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 a donné une carte %2 à Billy.</translation>
    </message>
    <message>
        <source>%1 claimed the %2.</source>
        <translation>%1 a gardé la carte %2 dans son butin.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 a gardé une carte %2 face cachée dans son butin.</translation>
    </message>
    <message>
        <source>%1 dumped the %2 in the box.</source>
        <translation>%1 a jeté la carte %2 dans la boîte.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 a jeté une carte %2 dans la boîte.</translation>
    </message>
    <message>
        <source>%1 drew the %2.</source>
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
        <source>The dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>Chez %1, la dynamite de la colonne %2 n’a retiré qu’elle-même.</translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed the %3.</source>
        <translation>Chez %1, la dynamite de la colonne %2 a retiré la carte %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy a abattu %1 (%2&#xa0;: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>%1 partagent la victoire avec %n points chacun.</numerusform>
        </translation>
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
        <translation>Dans cette variante, les couleurs diffèrent&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n carte Dynamite</numerusform>
            <numerusform>%n cartes Dynamite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A colour&apos;s name opening a line of the rules, followed by its cards.</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Billy&apos;s loot, your loot or the box</source>
        <translation>le butin de Billy, votre butin ou la boîte</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <extracomment>A key pressed twice in a row, e.g. &quot;B twice&quot;.</extracomment>
        <translation>%1 deux fois</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Cliquez une carte de votre main</translation>
    </message>
    <message>
        <source>Choose it.</source>
        <translation>Choisissez-la.</translation>
    </message>
    <message>
        <source>Click %1</source>
        <translation>Cliquez %1</translation>
    </message>
    <message>
        <source>Play the chosen card there.</source>
        <translation>Jouez-y la carte choisie.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto %1</source>
        <translation>Faites glisser une carte de votre main sur %1</translation>
    </message>
    <message>
        <source>Play it there.</source>
        <translation>Jouez-la à cet endroit.</translation>
    </message>
    <message>
        <source>Choose a card in your hand.</source>
        <translation>Choisissez une carte de votre main.</translation>
    </message>
    <message>
        <source>Choose where it goes: %1.</source>
        <translation>Choisissez où elle va : %1.</translation>
    </message>
    <message>
        <source>Give the chosen card to Billy. The first press marks the place, the second plays.</source>
        <translation>Donnez la carte choisie à Billy. Le premier appui désigne l’endroit, le second joue.</translation>
    </message>
    <message>
        <source>Keep it in your loot.</source>
        <translation>Gardez-la dans votre butin.</translation>
    </message>
    <message>
        <source>Dump it in the box.</source>
        <translation>Jetez-la dans la boîte.</translation>
    </message>
    <message>
        <source>Play the chosen card where it is marked to go.</source>
        <translation>Jouez la carte choisie à l’endroit désigné.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulez votre choix.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un tour, pas à pas</translation>
    </message>
    <message>
        <source>A back: its colour shows</source>
        <translation>Un dos : sa couleur se voit</translation>
    </message>
    <message>
        <source>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</source>
        <translation>Choisissez une carte de votre main : cliquez-la, ou prenez-la avec les flèches gauche et droite. Les autres en voient le dos : sa couleur n’est pas un secret, sa valeur si.</translation>
    </message>
    <message>
        <source>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</source>
        <translation>Jouez-la : donnez-la à Billy (à gauche), gardez-la dans votre butin (au milieu) ou jetez-la dans la boîte (à droite). Cliquez l’endroit, faites-y glisser la carte, ou appuyez deux fois sur B, L ou D. Dans votre butin, la première carte d’une couleur est face cachée et chaque suivante face visible.</translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Piochez la carte du dessus de la pioche, pour avoir de nouveau %n carte. C’est alors au joueur suivant.</numerusform>
            <numerusform>Piochez la carte du dessus de la pioche, pour avoir de nouveau %n cartes. C’est alors au joueur suivant.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</source>
        <translation>Une dynamite jouée juste après un %1 explose à la fin : elle s’enlève elle-même avec ce %1, et seul le %2 joué avant eux compte.</translation>
    </message>
    <message>
        <source>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</source>
        <translation>Billy a %1 en %2, vous avez %3 : plus que Billy, vous êtes donc abattu.</translation>
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
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Partie › Fin de la partie montre le décompte.</translation>
    </message>
    <message>
        <source>%1: removed by dynamite</source>
        <translation>%1 : retirée par la dynamite</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choisissez d’abord une carte de votre main.</translation>
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
        <translation>Nombre minimum de joueurs</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Le plus petit nombre de joueurs avec lequel on peut jouer selon ces règles.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Nombre maximum de joueurs</translation>
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
        <translation>Combien de cartes chacun reçoit et garde en main&#xa0;: après chaque tour, vous complétez votre main jusqu’à ce nombre tant que la pioche le permet.</translation>
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
        <translation>Les cartes du butin&#xa0;: les couleurs, chacune avec ses valeurs et ses cartes Dynamite. Modifiez-les dans l’onglet Paquet.</translation>
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
        <translation>Des cartes écartées pour %1 joueurs, alors que ces règles ne se jouent pas à ce nombre&#xa0;: retirez-les.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Pas assez de cartes pour distribuer&#xa0;: %1 joueurs demandent %2 cartes écartées et %1 × %3 en main, %4 en tout, mais le paquet en a %5.</translation>
    </message>
</context>
<context>
    <name>BillyTips</name>
    <message>
        <source>when the loot is counted, it removes itself and the card played right before it in its column.</source>
        <translation>quand on compte le butin, elle s’enlève elle-même avec la carte jouée juste avant elle dans sa colonne.</translation>
    </message>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>vaut %n point. Finissez avec plus d’une couleur que Billy, et vous êtes abattu.</numerusform>
            <numerusform>vaut %n points. Finissez avec plus d’une couleur que Billy, et vous êtes abattu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card (%1): its back shows the colour, its value is hidden from you.</source>
        <translation>Carte face cachée (%1) : son dos montre la couleur, sa valeur vous reste cachée.</translation>
    </message>
    <message>
        <source>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</source>
        <translation>Butin de Billy : les cartes données à Billy, face cachée, une colonne par couleur. À la fin, qui a plus que Billy dans une couleur est abattu.</translation>
    </message>
    <message>
        <source>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</source>
        <translation>Votre butin : les cartes que vous gardez, une colonne par couleur ; la première de chaque couleur est face cachée. Le plus haut total parmi ceux qui ne sont pas abattus gagne.</translation>
    </message>
    <message>
        <source>%1: the backs of their hand show its colours; below, their loot.</source>
        <translation>%1 : le dos des cartes en main en montre les couleurs ; dessous, son butin.</translation>
    </message>
    <message>
        <source>The box: dumped cards, face down. They count for nobody.</source>
        <translation>La boîte : les cartes jetées, face cachée. Elles ne comptent pour personne.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone plays one last turn.</source>
        <translation>
            <numerusform>Pioche : %n carte. Après chaque tour, on pioche celle du dessus ; une fois vide, chacun joue un dernier tour.</numerusform>
            <numerusform>Pioche : %n cartes. Après chaque tour, on pioche celle du dessus ; une fois vide, chacun joue un dernier tour.</numerusform>
        </translation>
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
    <name>BoomoBreakdown</name>
    <message>
        <source>%1 went over %2 seconds</source>
        <translation>%1 a dépassé %2 secondes</translation>
    </message>
    <message>
        <source>%1 played their last card</source>
        <translation>%1 a joué sa dernière carte</translation>
    </message>
    <message>
        <source>%1&apos;s bomb card</source>
        <translation>Carte Boom de %1</translation>
    </message>
    <message>
        <source>%1&apos;s play twice could not be answered</source>
        <translation>carte Jouez double de %1 restée sans réponse</translation>
    </message>
    <message>
        <source>nobody held a card</source>
        <translation>plus personne n’avait de carte</translation>
    </message>
    <message>
        <source>1. The rounds</source>
        <translation>1. Les manches</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombes explosées</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>2. Out of the game</source>
        <translation>2. Hors jeu</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>Personne.</translation>
    </message>
    <message>
        <source>In this order: %1.</source>
        <translation>Dans cet ordre&#xa0;: %1.</translation>
    </message>
    <message>
        <source>3. Bombs left</source>
        <translation>3. Bombes restantes</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1&#xa0;: %2 sur %3</translation>
    </message>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>cartes en main valant %n point</numerusform>
            <numerusform>cartes en main valant %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>4. The winner</source>
        <translation>4. La victoire</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>La partie s’arrête dès qu’un joueur est hors jeu&#xa0;: celui à qui il reste le plus de bombes gagne&#xa0;; en cas d’égalité, la main la plus faible (les cartes chiffrées comptent leurs secondes, toute autre carte %n point), puis victoire partagée.</numerusform>
            <numerusform>La partie s’arrête dès qu’un joueur est hors jeu&#xa0;: celui à qui il reste le plus de bombes gagne&#xa0;; en cas d’égalité, la main la plus faible (les cartes chiffrées comptent leurs secondes, toute autre carte %n points), puis victoire partagée.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 se partagent la victoire.</translation>
    </message>
</context>
<context>
    <name>BoomoFigureTexts</name>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombes explosées</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Players go out %1 points more often (±%2).</source>
        <translation>Les joueurs sont éliminés %1 points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Players go out %1 points less often (±%2).</source>
        <translation>Les joueurs sont éliminés %1 points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points more often (±%2).</source>
        <translation>La place %3 est éliminée %1 points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points less often (±%2).</source>
        <translation>La place %3 est éliminée %1 points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 more bombs a game (±%2).</source>
        <translation>Les joueurs perdent %1 bombes de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 fewer bombs a game (±%2).</source>
        <translation>Les joueurs perdent %1 bombes de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 more bombs a game (±%2).</source>
        <translation>La place %3 perd %1 bombes de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 fewer bombs a game (±%2).</source>
        <translation>La place %3 perd %1 bombes de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 more rounds (±%2).</source>
        <translation>Une partie dure %1 manches de plus (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 fewer rounds (±%2).</source>
        <translation>Une partie dure %1 manches de moins (±%2).</translation>
    </message>
</context>
<context>
    <name>BoomoGuide</name>
    <message>
        <source>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</source>
        <translation>Chaque carte que vous jouez ajoute des secondes à la minuterie du cadran, ou fait quelque chose de spécial. Qui fait passer la minuterie au-delà de %1 perd une de ses %2 bombes, et la manche s’arrête. Votre main est en bas&#xa0;; le dernier joueur à qui il reste une bombe gagne.</translation>
    </message>
    <message>
        <source>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</source>
        <translation>Prenez la main de %1&#xa0;: %2 cartes. Moins de cartes, c’est mieux&#xa0;: qui joue sa dernière carte en premier termine la manche, et tous les autres perdent une bombe.</translation>
    </message>
    <message>
        <source>Discard a time stopper and your bombs are safe from this bomb card.</source>
        <translation>Défaussez une carte Désamorçage et vos bombes échappent à cette carte Boom.</translation>
    </message>
    <message>
        <source>Keep your time stopper for later: this time one of your bombs explodes.</source>
        <translation>Gardez votre carte Désamorçage pour plus tard&#xa0;: cette fois, une de vos bombes explose.</translation>
    </message>
    <message>
        <source>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</source>
        <translation>La carte %1 est votre dernière. En la jouant, vous terminez la manche, et tous les autres perdent une bombe.</translation>
    </message>
    <message>
        <source>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</source>
        <translation>La carte %1 fait passer la minuterie de %2 à %3, sans dépasser %4. Gardez les cartes spéciales pour quand la minuterie sera haute.</translation>
    </message>
    <message>
        <source>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</source>
        <translation>La carte %1 ramène la minuterie à %2&#xa0;: avec de nouveau de la marge sous %3, vous êtes tranquille au prochain tour.</translation>
    </message>
    <message>
        <source>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</source>
        <translation>La carte %1 met la minuterie à %2&#xa0;: le joueur suivant doit trouver une carte qui n’ajoute pas de secondes, ou il dépassera %3.</translation>
    </message>
    <message>
        <source>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</source>
        <translation>Une carte Désamorçage n’ajoute rien&#xa0;: la minuterie reste à %1. Elle sauve aussi une bombe quand quelqu’un joue une carte Boom&#xa0;; ne la jouez donc que si vous n’avez rien de plus sûr.</translation>
    </message>
    <message>
        <source>%1 turns the direction of play: the total of %2 goes to the player on your other side.</source>
        <translation>La carte %1 inverse le sens du jeu&#xa0;: la minuterie à %2 passe au joueur de votre autre côté.</translation>
    </message>
    <message>
        <source>%1 passes over the next player: the player after them has to play on the total of %2.</source>
        <translation>La carte %1 fait passer son tour au joueur suivant&#xa0;: celui d’après doit jouer sur une minuterie à %2.</translation>
    </message>
    <message>
        <source>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</source>
        <translation>%1&#xa0;: tous les autres piochent, et vous gardez moins de cartes qu’eux. Qui joue sa dernière carte en premier fait perdre une bombe à tous les autres.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s.</source>
        <translation>%1&#xa0;: vous échangez votre main avec celle d’un autre joueur.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</source>
        <translation>%1&#xa0;: vous échangez votre main avec celle d’un autre joueur. %2 n’a que %3 cartes&#xa0;: en les prenant, vous vous rapprochez de jouer votre dernière carte en premier.</translation>
    </message>
    <message>
        <source>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</source>
        <translation>%1&#xa0;: le joueur suivant doit jouer deux cartes, d’abord une carte chiffrée. Avec la minuterie à %2, cela pourrait bien lui faire dépasser %3.</translation>
    </message>
    <message>
        <source>%1: every other player must discard a time stopper, or one of their bombs explodes.</source>
        <translation>%1&#xa0;: tous les autres doivent se défausser d’une carte Désamorçage, sinon une de leurs bombes explose.</translation>
    </message>
    <message>
        <source>%1 takes the total over %2: one of your bombs explodes.</source>
        <extracomment>Said when the card is chosen, before it is played.</extracomment>
        <translation>La carte %1 fait dépasser %2 à la minuterie&#xa0;: une de vos bombes explose.</translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
    <message>
        <source>%1 played %2: the total is %3 seconds.</source>
        <translation>%1 a joué la carte %2&#xa0;: la minuterie est à %3 secondes.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 a joué la carte %2.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 a pioché la carte %2.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 a pioché une carte.</translation>
    </message>
    <message>
        <source>%1 received %2.</source>
        <translation>%1 a reçu la carte %2.</translation>
    </message>
    <message>
        <source>%1 went over %2 seconds!</source>
        <translation>%1 a dépassé %2 secondes&#xa0;!</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>On joue maintenant dans le sens horaire.</translation>
    </message>
    <message>
        <source>Play now goes anticlockwise.</source>
        <translation>On joue maintenant dans le sens antihoraire.</translation>
    </message>
    <message>
        <source>%1 is skipped.</source>
        <translation>%1 passe son tour.</translation>
    </message>
    <message>
        <source>%1 must play two cards, the first one that sets or adds seconds.</source>
        <translation>%1 doit jouer deux cartes, d’abord une carte chiffrée.</translation>
    </message>
    <message>
        <source>%1 has no such card to start with.</source>
        <translation>%1 n’a pas de carte chiffrée pour commencer.</translation>
    </message>
    <message>
        <source>%1 swapped hands with %2.</source>
        <translation>%1 a échangé sa main avec %2.</translation>
    </message>
    <message>
        <source>%1 discarded a time stopper.</source>
        <translation>%1 a défaussé une carte Désamorçage.</translation>
    </message>
    <message>
        <source>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</source>
        <translation>Boom&#xa0;! Une bombe de %1 a explosé (explosées&#xa0;: %2 sur %3).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of the game; their %n card(s) go under the draw pile.</source>
        <translation>
            <numerusform>%1 est hors jeu&#xa0;; %n carte de sa main va sous la pioche.</numerusform>
            <numerusform>%1 est hors jeu&#xa0;; les %n cartes de sa main vont sous la pioche.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n carte.</numerusform>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over: %2 went over the limit.</source>
        <translation>La manche %1 est terminée&#xa0;: %2 a dépassé la limite.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2 played their last card; everyone else loses a bomb.</source>
        <translation>La manche %1 est terminée&#xa0;: %2 a joué sa dernière carte&#xa0;; tous les autres perdent une bombe.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s bomb card went off.</source>
        <translation>La manche %1 est terminée&#xa0;: la carte Boom de %2 a explosé.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s play twice could not be answered.</source>
        <translation>La manche %1 est terminée&#xa0;: la carte Jouez double de %2 est restée sans réponse.</translation>
    </message>
    <message>
        <source>Round %1 is over: nobody holds a card.</source>
        <translation>La manche %1 est terminée&#xa0;: plus personne n’a de carte.</translation>
    </message>
    <message>
        <source>Round %1: the hands are filled up and %2 starts.</source>
        <translation>Manche %1&#xa0;: les mains sont complétées et %2 commence.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n bomb(s) left.</source>
        <translation>
            <numerusform>%1 a gagné avec %n bombe restante.</numerusform>
            <numerusform>%1 a gagné avec %n bombes restantes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n bomb(s) left each.</source>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n bombe restante chacun.</numerusform>
            <numerusform>%1 se partagent la victoire avec %n bombes restantes chacun.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoNames</name>
    <message>
        <source>Time stopper</source>
        <translation>Désamorçage</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Inversion</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>:60 Up to 60</source>
        <translation>:60 Minuterie à 60</translation>
    </message>
    <message>
        <source>:30 To 30</source>
        <translation>:30 Minuterie à 30</translation>
    </message>
    <message>
        <source>:0 Back to zero</source>
        <translation>:0 Minuterie à zéro</translation>
    </message>
    <message>
        <source>Everyone draws 1</source>
        <translation>Piochez tous une carte</translation>
    </message>
    <message>
        <source>Everyone draws 2</source>
        <translation>Piochez tous deux cartes</translation>
    </message>
    <message>
        <source>Swap hands</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Play twice</source>
        <translation>Jouez double</translation>
    </message>
    <message>
        <source>Bomb card</source>
        <translation>Boom</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>Ticking time bomb</source>
        <translation>Bombe à retardement</translation>
    </message>
</context>
<context>
    <name>BoomoRules</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n carte.</numerusform>
            <numerusform>%n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Les cartes</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>Cela fait %n carte à jouer&#xa0;; les bombes à retardement n’en font pas partie.</numerusform>
            <numerusform>Cela fait %n cartes à jouer&#xa0;; les bombes à retardement n’en font pas partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>De %1 à %2 joueurs.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone puts %n ticking time bomb(s) face up in front of them.</source>
        <translation>
            <numerusform>Chacun place %n bombe à retardement face visible devant soi.</numerusform>
            <numerusform>Chacun place %n bombes à retardement face visible devant soi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the cards and deal %n to each player; the rest is the draw pile.</source>
        <translation>
            <numerusform>Mélangez les cartes et distribuez-en %n à chaque joueur&#xa0;; le reste forme la pioche.</numerusform>
            <numerusform>Mélangez les cartes et distribuez-en %n à chaque joueur&#xa0;; le reste forme la pioche.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</source>
        <translation>Le joueur à gauche du donneur commence&#xa0;; on joue dans le sens horaire. La minuterie part de 0 seconde.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Joueurs et mise en place</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Votre tour</translation>
    </message>
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Jouez exactement une carte de votre main sur la défausse&#xa0;; vous ne piochez pas ensuite. Gardez la minuterie à %n seconde ou moins.</numerusform>
            <numerusform>Jouez exactement une carte de votre main sur la défausse&#xa0;; vous ne piochez pas ensuite. Gardez la minuterie à %n secondes ou moins.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds (5, 10…):</source>
        <translation>Secondes (5, 10…)&#xa0;:</translation>
    </message>
    <message>
        <source>add their seconds to the total.</source>
        <translation>ajoutent leurs secondes à la minuterie.</translation>
    </message>
    <message>
        <source>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</source>
        <translation>mettent la minuterie à 0, 30 ou 60 secondes. À 60, la carte :60 ne change rien mais se joue sans risque.</translation>
    </message>
    <message>
        <source>leaves the total as it is. Keep it for a bomb card!</source>
        <translation>laisse la minuterie telle quelle. Gardez-la pour une carte Boom&#xa0;!</translation>
    </message>
    <message>
        <source>play changes direction (with two players left it does nothing).</source>
        <translation>le sens du jeu s’inverse (s’il ne reste que deux joueurs, elle n’a aucun effet).</translation>
    </message>
    <message>
        <source>the next player is passed over (with two players left, you play again).</source>
        <translation>le joueur suivant passe son tour (s’il ne reste que deux joueurs, vous rejouez).</translation>
    </message>
    <message>
        <source>everyone else, clockwise, draws 1 or 2 cards.</source>
        <translation>tous les autres joueurs, dans le sens horaire, piochent 1 ou 2 cartes.</translation>
    </message>
    <message>
        <source>swap your hand with a player of your choice (as your last card it swaps nothing).</source>
        <translation>échangez votre main avec le joueur de votre choix (jouée en dernière carte, elle n’échange rien).</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</source>
        <translation>le joueur suivant doit jouer deux cartes, d’abord une carte chiffrée (secondes, :0, :30 ou :60). S’il n’en a pas, il perd une bombe et la manche se termine.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</source>
        <translation>tous les autres joueurs, dans le sens horaire, doivent défausser une carte Désamorçage&#xa0;; qui n’en a pas perd une bombe. S’ils en avaient tous une, c’est vous qui perdez une bombe. La minuterie revient à 0.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</source>
        <translation>tous les autres joueurs, dans le sens horaire, choisissent&#xa0;: défausser une carte Désamorçage ou laisser exploser une bombe (qui n’a pas de carte Désamorçage perd une bombe). S’ils en ont tous défaussé une, c’est vous qui perdez une bombe. La minuterie revient à 0.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>La fin d’une manche</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb and the round ends.</source>
        <translation>Une carte fait dépasser la limite&#xa0;: le joueur qui l’a posée perd une bombe et la manche se termine.</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Une carte fait dépasser la limite&#xa0;: le joueur qui l’a posée perd une bombe, la minuterie revient à 0 et le jeu continue.</translation>
    </message>
    <message>
        <source>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</source>
        <translation>Un joueur joue sa dernière carte&#xa0;: tous les autres perdent une bombe et la manche se termine (sauf si cette carte a dépassé la limite&#xa0;: seul ce joueur en perd alors une).</translation>
    </message>
    <message>
        <source>A bomb card has been answered: the round ends.</source>
        <translation>Tout le monde a répondu à une carte Boom&#xa0;: la manche se termine.</translation>
    </message>
    <message>
        <source>A player cannot start a play twice: the round ends.</source>
        <translation>Un joueur n’a pas de carte chiffrée pour répondre à une carte Jouez double&#xa0;: la manche se termine.</translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Ensuite, la minuterie revient à 0 et chaque joueur encore en jeu complète sa main à %n carte, dans le sens horaire à partir du premier joueur de la manche suivante.</numerusform>
            <numerusform>Ensuite, la minuterie revient à 0 et chaque joueur encore en jeu complète sa main à %n cartes, dans le sens horaire à partir du premier joueur de la manche suivante.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round starts with the player after the one whose card ended the round.</source>
        <translation>La manche suivante commence par le joueur qui suit celui dont la carte a terminé la manche.</translation>
    </message>
    <message>
        <source>The deal moves one seat clockwise each round; the player left of the dealer starts.</source>
        <translation>Le donneur change à chaque manche, d’une place dans le sens horaire&#xa0;; le joueur à sa gauche commence.</translation>
    </message>
    <message>
        <source>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Un joueur dont la dernière bombe explose est aussitôt hors jeu&#xa0;; sa main va sous la pioche. Quand la pioche est épuisée, la défausse est mélangée pour en former une nouvelle.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Qui gagne</translation>
    </message>
    <message>
        <source>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</source>
        <translation>Le dernier joueur à avoir une bombe qui n’a pas explosé gagne. Si une seule carte fait exploser d’un coup les dernières bombes de tous les autres, celui qui l’a jouée gagne.</translation>
    </message>
    <message>
        <source>The winner (short variant)</source>
        <translation>Qui gagne (variante courte)</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>La partie s’arrête dès qu’un joueur a perdu toutes ses bombes. Celui à qui il reste le plus de bombes gagne&#xa0;; en cas d’égalité, la main la plus faible, où les cartes de secondes comptent leurs secondes (:0, :30 et :60 comptent 0, 30 et 60) et toute autre carte %n point&#xa0;; en cas de nouvelle égalité, la victoire est partagée.</numerusform>
            <numerusform>La partie s’arrête dès qu’un joueur a perdu toutes ses bombes. Celui à qui il reste le plus de bombes gagne&#xa0;; en cas d’égalité, la main la plus faible, où les cartes de secondes comptent leurs secondes (:0, :30 et :60 comptent 0, 30 et 60) et toute autre carte %n points&#xa0;; en cas de nouvelle égalité, la victoire est partagée.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Chacun a %n bombe à retardement. Jouez des cartes sans faire dépasser la limite à la minuterie, débarrassez-vous de votre main et soyez le dernier dont les bombes n’ont pas toutes explosé.</numerusform>
            <numerusform>Chacun a %n bombes à retardement. Jouez des cartes sans faire dépasser la limite à la minuterie, débarrassez-vous de votre main et soyez le dernier dont les bombes n’ont pas toutes explosé.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The name of a card (or cards) opening a line of the rules, followed by what it does.</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Cliquez une carte de votre main</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it.</source>
        <translation>Choisissez-la ; cliquez-la de nouveau pour la jouer.</translation>
    </message>
    <message>
        <source>Drag the chosen card onto the discard pile, or click the pile</source>
        <translation>Faites glisser la carte choisie sur la défausse, ou cliquez la défausse</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Jouez-la.</translation>
    </message>
    <message>
        <source>Click a player</source>
        <translation>Cliquez un joueur</translation>
    </message>
    <message>
        <source>After %1: swap hands with that player.</source>
        <translation>Après %1 : échangez votre main avec ce joueur.</translation>
    </message>
    <message>
        <source>Click an answer</source>
        <translation>Cliquez une réponse</translation>
    </message>
    <message>
        <source>After %1: discard a time stopper, or let one of your bombs explode.</source>
        <translation>Après %1 : défaussez un Désamorçage, ou laissez exploser une de vos bombes.</translation>
    </message>
    <message>
        <source>Choose a card in your hand; when swapping hands, a player.</source>
        <translation>Choisissez une carte de votre main ; lors d’un échange, un joueur.</translation>
    </message>
    <message>
        <source>Choose your answer to a bomb card.</source>
        <translation>Choisissez votre réponse à une carte Boom.</translation>
    </message>
    <message>
        <source>Play the chosen card, or confirm the chosen player or answer.</source>
        <translation>Jouez la carte choisie, ou confirmez le joueur ou la réponse choisis.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulez votre choix.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un tour, pas à pas</translation>
    </message>
    <message>
        <source>An exploded bomb</source>
        <translation>Une bombe qui a explosé</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>À vous : la minuterie est à %n seconde. Choisissez une carte de votre main : cliquez-la, ou prenez-la avec les flèches gauche et droite.</numerusform>
            <numerusform>À vous : la minuterie est à %n secondes. Choisissez une carte de votre main : cliquez-la, ou prenez-la avec les flèches gauche et droite.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</source>
        <translation>Jouez-la sur la défausse : cliquez-la de nouveau, faites-la glisser sur la défausse ou appuyez sur Entrée. Ses secondes portent la minuterie à %1 ; vous ne piochez pas, et le joueur suivant enchaîne.</translation>
    </message>
    <message>
        <source>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</source>
        <translation>Plus tard, la minuterie est à %1 secondes : %2 de plus lui feraient dépasser %3, et une de vos bombes exploserait. Jouez une carte qui garde la minuterie à %3 ou moins.</translation>
    </message>
</context>
<context>
    <name>BoomoScene</name>
    <message numerus="yes">
        <source>of %n second(s)</source>
        <extracomment>Under the running total on the dial: the limit, e.g. &quot;of 60 seconds&quot;.</extracomment>
        <translation>
            <numerusform>sur %n seconde</numerusform>
            <numerusform>sur %n secondes</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ sens horaire</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ sens antihoraire</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — à vous de jouer</translation>
    </message>
    <message>
        <source>Discard a time stopper</source>
        <translation>Défausser un Désamorçage</translation>
    </message>
    <message>
        <source>Let a bomb explode</source>
        <translation>Laisser exploser une bombe</translation>
    </message>
    <message>
        <source>%1, in %2&apos;s hand</source>
        <translation>%1, dans la main de %2</translation>
    </message>
</context>
<context>
    <name>BoomoTable</name>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>Play twice starts with a card that sets or adds seconds.</source>
        <translation>Après une carte Jouez double, commencez par une carte chiffrée.</translation>
    </message>
    <message>
        <source>Choose another player who is still in the game.</source>
        <translation>Choisissez un autre joueur encore en jeu.</translation>
    </message>
    <message>
        <source>First choose whom to swap hands with.</source>
        <translation>Choisissez d’abord avec qui échanger votre main.</translation>
    </message>
    <message>
        <source>First answer the bomb card.</source>
        <translation>Répondez d’abord à la carte Boom.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Jouez une carte.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choisissez d’abord une carte de votre main.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>La manche %1 est terminée.</translation>
    </message>
    <message>
        <source>Boom for %1.</source>
        <translation>Boom pour %1.</translation>
    </message>
    <message>
        <source>Click the player to swap hands with.</source>
        <translation>Cliquez sur le joueur avec qui échanger votre main.</translation>
    </message>
    <message>
        <source>Choose a player with Left and Right, then Enter.</source>
        <translation>Choisissez un joueur avec les flèches gauche et droite, puis Entrée.</translation>
    </message>
    <message>
        <source>Choose an answer with Up and Down, then Enter.</source>
        <translation>Choisissez une réponse avec les flèches haut et bas, puis Entrée.</translation>
    </message>
</context>
<context>
    <name>BoomoTexts</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lecture des règles</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Nombre minimum de joueurs</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Le plus petit nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Nombre maximum de joueurs</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Le plus grand nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cartes en main</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt, and fills their hand up to after each round.</source>
        <translation>Combien de cartes chacun reçoit, et complète en main après chaque manche.</translation>
    </message>
    <message>
        <source>Limit in seconds</source>
        <translation>Limite en secondes</translation>
    </message>
    <message>
        <source>The total must not go over this: whoever takes it over loses a bomb.</source>
        <translation>La minuterie ne doit pas dépasser cette limite&#xa0;: qui la dépasse perd une bombe.</translation>
    </message>
    <message>
        <source>Ticking time bombs</source>
        <translation>Bombes à retardement</translation>
    </message>
    <message>
        <source>How many bombs each player has; whoever loses them all is out.</source>
        <translation>Combien de bombes a chaque joueur&#xa0;; qui les perd toutes est éliminé.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Paquet</translation>
    </message>
    <message>
        <source>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</source>
        <translation>Combien de cartes de chaque sorte&#xa0;: les secondes qui s’additionnent, :0, :30 et :60 qui règlent la minuterie, et les cartes Action. À modifier dans l’onglet Paquet.</translation>
    </message>
    <message>
        <source>Over the limit ends the round</source>
        <translation>Dépasser la limite finit la manche</translation>
    </message>
    <message>
        <source>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Activé&#xa0;: dépasser la limite finit la manche. Désactivé&#xa0;: ce joueur perd une bombe, la minuterie revient à 0 et le jeu continue.</translation>
    </message>
    <message>
        <source>A bomb card ends the round</source>
        <translation>Une carte Boom finit la manche</translation>
    </message>
    <message>
        <source>On: once a bomb card has been answered, the round ends. Off: play goes on.</source>
        <translation>Activé&#xa0;: une fois la carte Boom traitée, la manche se termine. Désactivé&#xa0;: le jeu continue.</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Qui commence une manche</translation>
    </message>
    <message>
        <source>Answering a bomb card</source>
        <translation>Répondre à une carte Boom</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Points of other cards</source>
        <translation>Points des autres cartes</translation>
    </message>
    <message>
        <source>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</source>
        <translation>Variante courte, en cas d’égalité de bombes&#xa0;: ce que compte en main une carte autre que les secondes ou :0, :30, :60.</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Sorte de carte</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Ajouter une ligne…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Supprimer la ligne</translation>
    </message>
    <message>
        <source>Add a kind of card…</source>
        <translation>Ajouter une sorte de carte…</translation>
    </message>
    <message>
        <source>Remove the kind of card</source>
        <translation>Supprimer la sorte de carte</translation>
    </message>
    <message>
        <source>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</source>
        <translation>Après la fin de manche&#xa0;: le joueur qui suit celui dont la carte a fini la dernière manche commence la suivante. À gauche du donneur&#xa0;: la donne passe d’une place à chaque manche, et le joueur à gauche du donneur commence.</translation>
    </message>
    <message>
        <source>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</source>
        <translation>Obligatoire&#xa0;: qui a une carte Désamorçage doit en défausser une. Au choix&#xa0;: on peut la garder et laisser exploser une bombe à la place.</translation>
    </message>
    <message>
        <source>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</source>
        <translation>Dernière bombe&#xa0;: le dernier joueur qui a une bombe gagne. Premier éliminé&#xa0;: la variante courte, qui s’arrête dès qu’un joueur est éliminé.</translation>
    </message>
    <message>
        <source>After the ender</source>
        <translation>Après la fin de manche</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>À gauche du donneur</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Obligatoire</translation>
    </message>
    <message>
        <source>Their choice</source>
        <translation>Au choix</translation>
    </message>
    <message>
        <source>Last bomb standing</source>
        <translation>Dernière bombe</translation>
    </message>
    <message>
        <source>First one out</source>
        <translation>Premier éliminé</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</source>
        <translation>Pas assez de cartes pour distribuer&#xa0;: %1 joueurs × %2 cartes en main = %3, mais le paquet en a %4.</translation>
    </message>
    <message>
        <source>%1-second cards</source>
        <extracomment>Boomo&apos;s cards that add %1 seconds, as their count is said: &quot;15-second cards: 0 → 10&quot;.</extracomment>
        <translation>Cartes de %1 secondes</translation>
    </message>
</context>
<context>
    <name>BoomoTips</name>
    <message numerus="yes">
        <source>adds %n second(s) to the total.</source>
        <translation>
            <numerusform>ajoute %n seconde à la minuterie.</numerusform>
            <numerusform>ajoute %n secondes à la minuterie.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets the total to %n second(s).</source>
        <translation>
            <numerusform>met la minuterie à %n seconde.</numerusform>
            <numerusform>met la minuterie à %n secondes.</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves the total as it is; it also answers a bomb card.</source>
        <translation>laisse la minuterie telle quelle ; il répond aussi à une carte Boom.</translation>
    </message>
    <message>
        <source>play changes direction.</source>
        <translation>le sens du jeu s’inverse.</translation>
    </message>
    <message>
        <source>the next player misses a turn.</source>
        <translation>le joueur suivant passe son tour.</translation>
    </message>
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>tous les autres piochent %n carte.</numerusform>
            <numerusform>tous les autres piochent %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>you swap hands with a player of your choice.</source>
        <translation>vous échangez votre main avec le joueur de votre choix.</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds.</source>
        <translation>le joueur suivant doit jouer deux cartes, la première qui fixe ou ajoute des secondes.</translation>
    </message>
    <message>
        <source>everyone else must discard a time stopper or lose a bomb.</source>
        <translation>tous les autres doivent défausser un Désamorçage ou perdre une bombe.</translation>
    </message>
    <message>
        <source>everyone else discards a time stopper or lets a bomb explode.</source>
        <translation>tous les autres défaussent un Désamorçage ou laissent exploser une bombe.</translation>
    </message>
    <message>
        <source>A card in %1&apos;s hand: only %1 sees its face.</source>
        <translation>Une carte dans la main de %1 : seul %1 en voit la face.</translation>
    </message>
    <message>
        <source>An exploded bomb: one of this player&apos;s bombs is gone.</source>
        <translation>Une bombe qui a explosé : ce joueur a perdu une de ses bombes.</translation>
    </message>
    <message>
        <source>when a player&apos;s last one explodes, that player is out of the game.</source>
        <translation>quand la dernière d’un joueur explose, ce joueur est hors jeu.</translation>
    </message>
    <message>
        <source>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</source>
        <translation>La minuterie : %1 sur %2 secondes. Une carte qui lui fait dépasser %2 coûte une bombe à son joueur.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Pioche : %n carte. À la fin d’une manche, les mains sont complétées avec elle.</numerusform>
            <numerusform>Pioche : %n cartes. À la fin d’une manche, les mains sont complétées avec elle.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: play your card here. Its top card shows the last one played.</source>
        <translation>Défausse : jouez votre carte ici. Celle du dessus est la dernière jouée.</translation>
    </message>
</context>
<context>
    <name>BoomoUi</name>
    <message>
        <source>A card game published by %1 (%2).</source>
        <extracomment>The rulebook names no designer: only the publisher and the year.</extracomment>
        <translation>Un jeu de cartes édité par %1 (%2).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bombes</translation>
    </message>
    <message>
        <source>out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>%1, play twice: first a card that sets or adds seconds.</source>
        <translation>%1, jouez double&#xa0;: d’abord une carte chiffrée.</translation>
    </message>
    <message>
        <source>%1, now your second card: any card.</source>
        <translation>%1, maintenant votre deuxième carte&#xa0;: n’importe laquelle.</translation>
    </message>
    <message>
        <source>%1, choose whom to swap hands with.</source>
        <translation>%1, choisissez avec qui échanger votre main.</translation>
    </message>
    <message>
        <source>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</source>
        <translation>%1, une carte Boom&#xa0;! Défaussez-vous une carte Désamorçage ou laissez-vous exploser une de vos bombes&#xa0;?</translation>
    </message>
    <message>
        <source>Your turn, %1: play a card.</source>
        <translation>À vous, %1&#xa0;: jouez une carte.</translation>
    </message>
</context>
<context>
    <name>CardImpactModel</name>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Held</source>
        <extracomment>Column: how many seat-games had the card in the starting hand.</extracomment>
        <translation>En main</translation>
    </message>
    <message>
        <source>Win rate when held</source>
        <translation>Taux de victoire avec</translation>
    </message>
    <message>
        <source>when not held</source>
        <translation>sans</translation>
    </message>
    <message>
        <source>Difference (points)</source>
        <translation>Écart (points)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column: how many seat-games played a card of the kind.</extracomment>
        <translation>Jouée</translation>
    </message>
    <message>
        <source>Win rate when played</source>
        <translation>Taux de victoire si jouée</translation>
    </message>
    <message>
        <source>when not played</source>
        <translation>si non jouée</translation>
    </message>
    <message>
        <source>Seat-games (one player in one game) in which the card was in the starting hand</source>
        <translation>Places-parties (un joueur dans une partie) où la carte était dans la main de départ</translation>
    </message>
    <message>
        <source>Seat-games in which the player played a card of this kind</source>
        <translation>Places-parties où le joueur a joué une carte de ce type</translation>
    </message>
    <message>
        <source>Stands out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Se distingue après la correction de Holm pour tous les tests du tableau, les deux colonnes ensemble.</translation>
    </message>
    <message>
        <source>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Peut-être le hasard : il ne se distingue pas après la correction de Holm pour tous les tests du tableau, les deux colonnes ensemble.</translation>
    </message>
    <message>
        <source>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</source>
        <translation>Taux de victoire avec la carte moins sans elle, en points de pourcentage, ± la demi-largeur de l’intervalle à 95 % : ce qui va de pair avec la victoire, pas ce que fait la carte. En gras là où l’intervalle exclut zéro après la correction pour tous les tests du tableau</translation>
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
    <message>
        <source>Ready in a moment…</source>
        <translation>Prêt dans un instant…</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <comment>the name begins with a vowel</comment>
        <translation>Passez l’écran à %1</translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
    <message>
        <source>No chances while the rules have problems: they are worked out from rules the game can play.</source>
        <translation>Pas de probabilités tant que les règles ont des problèmes&#xa0;: elles sont calculées à partir de règles que le jeu peut jouer.</translation>
    </message>
    <message>
        <source>No chances: this game cannot be played here, so nothing says what is dealt.</source>
        <translation>Pas de probabilités&#xa0;: ce jeu ne peut pas être joué ici, rien ne dit donc ce qui est distribué.</translation>
    </message>
    <message>
        <source>No chances: at the start the players are dealt no hand from these cards.</source>
        <translation>Pas de probabilités&#xa0;: au début, les joueurs ne reçoivent pas de main de ces cartes.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>N’importe quelle carte</translation>
    </message>
    <message>
        <source>%1, all together</source>
        <extracomment>A column or a row of the deck as one kind: &quot;7, all together&quot; (in any colour), &quot;Gold, all together&quot;.</extracomment>
        <translation>%1, toutes ensemble</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.</source>
        <extracomment>%1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.</extracomment>
        <translation>
            <numerusform>%1&#xa0;: %n carte dans le paquet. Une main en contient au moins une dans %2 des donnes, et %3 en moyenne.</numerusform>
            <numerusform>%1&#xa0;: %n cartes dans le paquet. Une main en contient au moins une dans %2 des donnes, et %3 en moyenne.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesPanel</name>
    <message>
        <source>Chances in a dealt hand</source>
        <translation>Probabilités dans une main distribuée</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>The number of players the chances are worked out for</source>
        <translation>Le nombre de joueurs pour lequel les probabilités sont calculées</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Chance of being dealt at least one</source>
        <translation>Probabilité d’en recevoir au moins une</translation>
    </message>
    <message>
        <source>Number in a hand on average</source>
        <translation>Nombre moyen dans une main</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Chaque joueur reçoit %n carte de ce paquet mélangé&#xa0;; les chiffres sont calculés à partir des nombres de cartes, sur toutes les façons de distribuer le paquet.</numerusform>
            <numerusform>Chaque joueur reçoit %n cartes de ce paquet mélangé&#xa0;; les chiffres sont calculés à partir des nombres de cartes, sur toutes les façons de distribuer le paquet.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand&apos;s value on average: %1 (the numbers on its cards added up).</source>
        <translation>Valeur moyenne d’une main&#xa0;: %1 (la somme des nombres sur ses cartes).</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une carte de ce paquet&#xa0;; attendu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nom valable (%2)&#xa0;: utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1&#xa0;: nombre de cartes attendu de 0 à %2, trouvé&#xa0;: «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>plus de %1 cartes %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1&#xa0;: %2</translation>
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
        <source>expected a header row with at least two columns.</source>
        <translation>ligne d’en-tête attendue avec au moins deux colonnes.</translation>
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
        <source>%1: the cell is missing; write 0 for no cards.</source>
        <translation>%1&#xa0;: la cellule manque&#xa0;; écrivez 0 pour aucune carte.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Ligne %1, colonne %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the cell is empty; write 0 for no cards.</source>
        <translation>%1&#xa0;: la cellule est vide&#xa0;; écrivez 0 pour aucune carte.</translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message>
        <source>%1 removed</source>
        <translation>%1 en moins</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 en plus (%n carte)</numerusform>
            <numerusform>%1 en plus (%n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 en plus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One suit&apos;s cards removed or added: &quot;Diamonds: 9 and 10 removed&quot;.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 → %n card(s))</source>
        <extracomment>The changes, then the deck&apos;s size before and after: &quot;… (60 → 59 cards)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2 → %n carte)</numerusform>
            <numerusform>%1 (%2 → %n cartes)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <extracomment>A kind of card&apos;s count changed: &quot;15-second cards: 0 → 10&quot;, &quot;Gold dynamite: 1 → 2&quot;.</extracomment>
        <translation>%1&#xa0;: %2 → %3</translation>
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
            <numerusform>Le paquet&#xa0;: %n carte</numerusform>
            <numerusform>Le paquet&#xa0;: %n cartes</numerusform>
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
            <numerusform>%1&#xa0;: %n carte</numerusform>
            <numerusform>%1&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Base&#xa0;: %n carte</numerusform>
            <numerusform>Base&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Modifier %1</translation>
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
        <translation>Dans le fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>Ce paquet n’a de place que pour %1 au plus.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nom valable (%2)&#xa0;: utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>«&#xa0;%1&#xa0;» existe déjà dans le paquet.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Retirer %1</translation>
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
        <translation>«&#xa0;%1&#xa0;» n’est pas une carte permise dans ce paquet.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>Le paquet a déjà une colonne %1.</translation>
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
    <message numerus="yes">
        <source>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» a été refusé&#xa0;: un nombre de cartes de 0 à %2 est attendu. La cellule garde %n carte.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» a été refusé&#xa0;: un nombre de cartes de 0 à %2 est attendu. La cellule garde %n cartes.</numerusform>
        </translation>
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
            <numerusform>Le paquet&#xa0;: %n carte.</numerusform>
            <numerusform>Le paquet&#xa0;: %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Aucune carte</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Nom (tel que le fichier l’écrit)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Commencer avec les cartes de&#xa0;:</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>Une &amp;valeur&#xa0;:</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>Une carte &amp;nommée&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Cartes de ce type par ligne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Cartes de ce type&#xa0;:</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>Les cellules ne peuvent pas être collées ici&#xa0;: elles dépassent du tableau ou contiennent autre chose que des nombres de cartes de 0 à %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 n’est pas un texte en UTF-8&#xa0;: enregistrez-le depuis le tableur au format «&#xa0;CSV UTF-8&#xa0;».</translation>
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
        <translation>%1 ne peut pas servir de paquet&#xa0;; rien n’a été modifié.</translation>
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
        <translation>Le paquet n’a pas pu être écrit dans %1&#xa0;:
%2</translation>
    </message>
    <message>
        <source>Against the base: %1</source>
        <translation>Par rapport à la base&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 leaves out cards the deck has: %2.</source>
        <translation>%1 omet des cartes que le paquet contient&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Remove them from the deck? With No, the deck stays as it is.</source>
        <translation>Les retirer du paquet&#xa0;? Avec Non, le paquet reste tel quel.</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Les retirer</translation>
    </message>
    <message>
        <source>Keep the deck</source>
        <translation>Garder le paquet</translation>
    </message>
</context>
<context>
    <name>DeckPrinter</name>
    <message numerus="yes">
        <source>A print-and-play deck of %n card(s),</source>
        <translation>
            <numerusform>Un paquet à imprimer soi-même de %n carte,</numerusform>
            <numerusform>Un paquet à imprimer soi-même de %n cartes,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of fronts.</source>
        <translation>
            <numerusform>%n feuille de recto.</numerusform>
            <numerusform>%n feuilles de recto.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</source>
        <translation>Imprimez à la taille réelle (100&#xa0;%, sans ajuster à la page)&#xa0;; chaque carte mesure %1 × %2 mm. Découpez le long des traits de coupe.</translation>
    </message>
    <message>
        <source>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</source>
        <translation>Les dos sont une page sur deux&#xa0;: imprimez en recto verso, retournement sur le bord long, et chaque dos tombe derrière son propre recto.</translation>
    </message>
    <message>
        <source>What differs from the base</source>
        <translation>Ce qui diffère de la base</translation>
    </message>
    <message>
        <source>Nothing: these are the rules as published.</source>
        <translation>Rien&#xa0;: ce sont les règles telles que publiées.</translation>
    </message>
    <message>
        <source>Nothing: this deck and these numbers are those of %1.</source>
        <translation>Rien&#xa0;: ces cartes et ces nombres sont ceux de %1.</translation>
    </message>
    <message>
        <source>Against %1:</source>
        <translation>Par rapport à %1&#xa0;:</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Les cartes</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
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
    <name>EarlierRules</name>
    <message>
        <source>This game is played under an earlier version of “%1”: the rules it started with, which it keeps to the end.</source>
        <translation>Cette partie se joue selon une version antérieure de « %1 » : les règles avec lesquelles elle a commencé, qu’elle garde jusqu’à la fin.</translation>
    </message>
    <message>
        <source>The file has changed since:</source>
        <translation>Le fichier a changé depuis :</translation>
    </message>
    <message>
        <source>Earlier rules</source>
        <translation>Règles antérieures</translation>
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
        <translation>Ces règles sont fournies avec Houserules et restent telles quelles. Modifiez ce que vous voulez&#xa0;: Enregistrer sous… garde vos modifications comme une règle maison à vous.</translation>
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
        <translation>La règle maison telle qu’elle sera enregistrée&#xa0;: le jeu, les règles qu’elle étend, ses titres, et seulement les paramètres qui en diffèrent.</translation>
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
        <translation>Valeur&#xa0;: %1 · valeur de base&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
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
        <translation>Basé sur&#xa0;: %1</translation>
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
        <translation>aucun problème&#xa0;: le jeu accepte ces règles</translation>
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
        <translation>Le jeu refuserait ces règles. Résolvez d’abord les problèmes listés ci-dessous&#xa0;; chacun montre son paramètre quand vous le choisissez.</translation>
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
        <translation>Les règles n’ont pas pu être enregistrées dans %1&#xa0;:
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
        <translation>%1 ne peut pas être modifié&#xa0;:
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
        <translation>Enregistrer les modifications&#xa0;?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Les enregistrer avant de fermer&#xa0;?</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Tester</translation>
    </message>
    <message>
        <source>Print &amp;deck…</source>
        <translation>Imprimer les &amp;cartes…</translation>
    </message>
    <message>
        <source>Notebook</source>
        <extracomment>The editor&apos;s tab listing every simulation run kept (the lab&apos;s notebook).</extracomment>
        <translation>Carnet</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules ne connaît pas le jeu %1.</translation>
    </message>
    <message>
        <source>The house rule as it will be saved</source>
        <translation>La règle maison telle qu’elle sera enregistrée</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Plus d’outils</translation>
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
        <source>Rules: %1 · Deal&#xa0;no.&#xa0;%2</source>
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
    <message>
        <source>%1 is playing.</source>
        <comment>the name begins with a vowel</comment>
        <translation>C’est à %1 de jouer.</translation>
    </message>
    <message>
        <source>Your turn in a moment, %1: let go of the keys.</source>
        <translation>À vous dans un instant, %1&#xa0;: relâchez les touches.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Look at your cards, %1: the computer players start in a moment.</source>
        <translation>Regardez vos cartes, %1&#xa0;: les joueurs ordinateur commencent dans un instant.</translation>
    </message>
    <message>
        <source>Copy the deal number</source>
        <translation>Copier le numéro de donne</translation>
    </message>
    <message>
        <source>Deal no. %1: in a new game, the same number deals the same cards again.</source>
        <translation>Donne n°&#xa0;%1&#xa0;: dans une nouvelle partie, le même numéro redonne la même donne.</translation>
    </message>
    <message>
        <source>Keys and clicks before your turn are ignored.</source>
        <translation>Les touches et les clics avant votre tour sont ignorés.</translation>
    </message>
    <message>
        <source>The next computer player plays now (Space).</source>
        <translation>Le joueur ordinateur suivant joue maintenant (Espace).</translation>
    </message>
    <message>
        <source>The computer players start now (Space).</source>
        <translation>Les joueurs ordinateur commencent maintenant (Espace).</translation>
    </message>
    <message>
        <source>%1 plays next: press Space or Go on.</source>
        <translation>%1 joue ensuite : appuyez sur Espace ou sur Continuer.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your turn. The guide is looking at your position…</source>
        <translation>À vous. Le guide étudie votre position…</translation>
    </message>
    <message>
        <source>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</source>
        <translation>Voici votre première manche de %1. Le guide marque ce qu’il y a à faire et dit pourquoi&#xa0;; ce que vous jouez, c’est toujours vous qui le décidez.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <comment>the name begins with a vowel</comment>
        <translation>C’est à %1 de jouer. Regardez la table&#xa0;: le journal de la partie, à droite, décrit chaque coup.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <translation>C’est à %1 de jouer. Regardez la table&#xa0;: le journal de la partie, à droite, décrit chaque coup.</translation>
    </message>
    <message>
        <source>The marked choice did best in the computer&apos;s trial games from your position.</source>
        <translation>Le choix marqué a donné les meilleurs résultats dans les parties d’essai que l’ordinateur a jouées depuis votre position.</translation>
    </message>
    <message>
        <source>Press Enter to play the marked choice, or click it; or play something else, if you like.</source>
        <translation>Appuyez sur Entrée ou cliquez pour jouer le choix marqué&#xa0;; ou jouez autre chose, si vous préférez.</translation>
    </message>
    <message>
        <source>Guided first round: %1</source>
        <translation>Première manche guidée&#xa0;: %1</translation>
    </message>
    <message>
        <source>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</source>
        <translation>C’était votre première manche. Vous connaissez la table maintenant&#xa0;: jouez jusqu’à la fin, ou commencez votre propre partie. Aide › Règles du jeu (F1) donne toutes les règles, et Partie › Indice (Ctrl+H) est toujours là.</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Fermer le guide</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Quitter le guide</translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
    <message>
        <source>1. The villains by colour</source>
        <translation>1. Les bandits par couleur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Compte double</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <extracomment>A colour&apos;s villains in the breakdown: their values, then their sum, e.g. &quot;9 + 5 = 14&quot;.</extracomment>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>%1: +%2</source>
        <translation>%1&#xa0;: +%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</source>
        <translation>Les bandits d’un joueur comptent leur valeur&#xa0;; la couleur dont il a le plus compte double (à égalité, celle qui vaut le plus).</translation>
    </message>
    <message>
        <source>2. Black Jack</source>
        <translation>2. Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%1 hired him %n time(s).</source>
        <translation>
            <numerusform>%1 l’a engagé %n fois.</numerusform>
            <numerusform>%1 l’a engagé %n fois.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) were left in the harbour.</source>
        <translation>
            <numerusform>%n bandit est resté au port.</numerusform>
            <numerusform>%n bandits sont restés au port.</numerusform>
        </translation>
    </message>
    <message>
        <source>3. The winner</source>
        <translation>3. Le gagnant</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Le gagnant</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gagne avec %n point&#xa0;!</numerusform>
            <numerusform>%1 gagne avec %n points&#xa0;!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>%1 partagent la victoire avec %n points chacun.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsFigureTexts</name>
    <message>
        <source>Villains at the end</source>
        <translation>Bandits à la fin</translation>
    </message>
    <message>
        <source>Black Jack hired</source>
        <translation>Black Jack engagé</translation>
    </message>
    <message>
        <source>Players end with %1 more villains (±%2).</source>
        <translation>Les joueurs finissent avec %1 bandits de plus (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer villains (±%2).</source>
        <translation>Les joueurs finissent avec %1 bandits de moins (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more villains (±%2).</source>
        <translation>La place %3 finit avec %1 bandits de plus (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer villains (±%2).</source>
        <translation>La place %3 finit avec %1 bandits de moins (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 more times a game (±%2).</source>
        <translation>Les joueurs engagent Black Jack %1 fois de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 fewer times a game (±%2).</source>
        <translation>Les joueurs engagent Black Jack %1 fois de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 more times a game (±%2).</source>
        <translation>La place %3 engage Black Jack %1 fois de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 fewer times a game (±%2).</source>
        <translation>La place %3 engage Black Jack %1 fois de moins par partie (±%2).</translation>
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
        <translation>la case %1, dont le repaire montre %2</translation>
    </message>
    <message>
        <source>field %1, whose den shows no villain now</source>
        <translation>la case %1, dont le repaire ne montre aucun bandit pour l’instant</translation>
    </message>
    <message>
        <source>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</source>
        <translation>À chaque manche, chaque capitaine choisit en secret une carte de déplacement, puis navigue dans le sens des aiguilles d’une montre sur les %1 cases et prend le bandit visible au repaire où il s’arrête. Après %2 manches, le meilleur score gagne : les bandits comptent leur valeur, et la couleur dont vous avez le plus compte double.</translation>
    </message>
    <message>
        <source>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</source>
        <translation>Black Jack dévalise les capitaines qu’il dépasse : engagez-le aux enchères avec un de vos bandits.</translation>
    </message>
    <message>
        <source>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</source>
        <translation>Case %1 : les repaires sont encore face cachée, chacun est une surprise. Qui arrive sur un capitaine peut le dévaliser.</translation>
    </message>
    <message>
        <source>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</source>
        <translation>Case %1 : Black Jack dévalise chaque capitaine qu’il atteint ou dépasse ; placez-le donc là où vos adversaires sont devant lui.</translation>
    </message>
    <message>
        <source>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</source>
        <translation>Passez et gardez tous vos bandits : la meilleure offre va au port, et Black Jack dévalise pour celui qui l’a faite.</translation>
    </message>
    <message>
        <source>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</source>
        <translation>Offrez %1 : si personne n’offre plus, il va au port et Black Jack dévalise pour vous cette manche les capitaines qu’il dépasse.</translation>
    </message>
    <message>
        <source>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</source>
        <translation>Le rhum vous laisse annoncer votre nombre après la révélation, tout nombre que personne d’autre n’a joué : vous choisissez votre repaire en voyant les cartes des autres. Deux rhums s’annulent.</translation>
    </message>
    <message>
        <source>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</source>
        <translation>Le rhum : vous annoncez le nombre de Black Jack quand il se déplace, en voyant où sont les capitaines.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</source>
        <translation>Black Jack avance de %1 cases et dévalise chaque capitaine qu’il atteint ou dépasse ; à chacun qui a autant de bandits que vous ou plus, vous en prenez un.</translation>
    </message>
    <message>
        <source>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</source>
        <translation>La carte %1 mène votre capitaine sur %2, sauf si un autre capitaine joue le même nombre : les cartes égales s’annulent, et ces capitaines restent sur place.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</source>
        <translation>Black Jack avance de %1 cases et dévalise en chemin les capitaines qu’il atteint ou dépasse.</translation>
    </message>
    <message>
        <source>%1 fields take your captain to %2: no other card of this round shows that number.</source>
        <translation>%1 cases mènent votre capitaine sur %2 : aucune autre carte de cette manche ne montre ce nombre.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>Le port contient %n bandit : prenez-le.</numerusform>
            <numerusform>Le port contient %n bandits : prenez celui qui vous rapporte le plus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</source>
        <translation>Dévalisez %1 : vous prenez un de ses bandits, et le capitaine qui a engagé Black Jack le perd.</translation>
    </message>
    <message>
        <source>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</source>
        <translation>Black Jack vous fait céder un bandit : %1 vous coûte %2 points, la couleur dont vous avez le plus comptant double.</translation>
    </message>
    <message>
        <source>Take %1: it raises your score from %2 to %3, counting your most held colour double.</source>
        <translation>Prenez %1 : votre score passe de %2 à %3, la couleur dont vous avez le plus comptant double.</translation>
    </message>
    <message>
        <source>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is offered.</extracomment>
        <translation>Si personne n’offre plus, %1 va au port : votre score tombe de %2 à %3.</translation>
    </message>
    <message>
        <source>Giving %1 to the harbour drops your score from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is given.</extracomment>
        <translation>Donner %1 au port fait tomber votre score de %2 à %3.</translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message>
        <source>%1 puts their captain on field %2.</source>
        <translation>%1 place son capitaine sur la case %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the den at field %3.</source>
        <translation>%1 prend %2 dans le repaire de la case %3.</translation>
    </message>
    <message>
        <source>The dens open: each den&apos;s top villain is turned face up.</source>
        <translation>Les repaires s’ouvrent&#xa0;: le bandit du dessus de chaque repaire est retourné.</translation>
    </message>
    <message>
        <source>%1 puts Black Jack on field %2.</source>
        <translation>%1 place Black Jack sur la case %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Manche %1 sur %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 to hire Black Jack.</source>
        <translation>%1 offre %2 pour engager Black Jack.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 hires Black Jack; %2 goes to the harbour.</source>
        <translation>%1 engage Black Jack&#xa0;; %2 va au port.</translation>
    </message>
    <message>
        <source>Nobody hires Black Jack this round.</source>
        <translation>Personne n’engage Black Jack cette manche.</translation>
    </message>
    <message>
        <source>%1 chose a movement card.</source>
        <translation>%1 a choisi une carte de déplacement.</translation>
    </message>
    <message>
        <source>%1 chose the rum card (secret until the reveal).</source>
        <translation>%1 a choisi la carte rhum (secrète jusqu’à la révélation).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 (secret until the reveal).</source>
        <translation>%1 a choisi la carte de déplacement %2 (secrète jusqu’à la révélation).</translation>
    </message>
    <message>
        <source>%1 shows the rum card.</source>
        <translation>%1 montre la carte rhum.</translation>
    </message>
    <message>
        <source>%1 shows a %2.</source>
        <translation>%1 montre un %2.</translation>
    </message>
    <message>
        <source>%1&apos;s card is cancelled by an equal one: their captain stays.</source>
        <translation>La carte de %1 est annulée par une carte égale&#xa0;: son capitaine reste sur place.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>Le rhum de %1 avance de %n case.</numerusform>
            <numerusform>Le rhum de %1 avance de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s captain moves from field %2 to field %3.</source>
        <translation>Le capitaine de %1 va de la case %2 à la case %3.</translation>
    </message>
    <message>
        <source>%1&apos;s captain is pushed on to field %2.</source>
        <translation>Le capitaine de %1 est poussé sur la case %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 prend %2 à %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the harbour.</source>
        <translation>%1 prend %2 au port.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the harbour.</source>
        <translation>%1 donne %2 au port.</translation>
    </message>
    <message>
        <source>%1 turns up Black Jack&apos;s card: %2.</source>
        <translation>%1 retourne la carte de Black Jack&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is turned up: %1.</source>
        <translation>La carte de Black Jack est retournée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Black Jack moves from field %1 to field %2.</source>
        <translation>Black Jack va de la case %1 à la case %2.</translation>
    </message>
    <message>
        <source>Black Jack walks on to field %1.</source>
        <translation>Black Jack continue jusqu’à la case %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 a gagné avec %n point.</numerusform>
            <numerusform>%1 a gagné avec %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 partagent la victoire avec %n point chacun.</numerusform>
            <numerusform>%1 partagent la victoire avec %n points chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose Black Jack&apos;s card.</source>
        <translation>%1 a choisi la carte de Black Jack.</translation>
    </message>
    <message>
        <source>%1 chose the rum card for Black Jack (secret until he moves).</source>
        <translation>%1 a choisi la carte rhum pour Black Jack (secrète jusqu’à son déplacement).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 for Black Jack (secret until he moves).</source>
        <translation>%1 a choisi la carte de déplacement %2 pour Black Jack (secrète jusqu’à son déplacement).</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is cancelled by an equal one: he stays.</source>
        <translation>La carte de Black Jack est annulée par une carte égale&#xa0;: il reste sur place.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Le rhum de Black Jack le fait avancer de %n case.</numerusform>
            <numerusform>Le rhum de Black Jack le fait avancer de %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 prend %2 à %3.</translation>
    </message>
    <message>
        <source>%1 chooses the harbour, but it is empty: nothing to take.</source>
        <translation>%1 choisit le port, mais il est vide&#xa0;: rien à prendre.</translation>
    </message>
    <message>
        <source>%1 chooses to rob %2, but may take nothing.</source>
        <translation>%1 choisit de voler %2, mais ne peut rien prendre.</translation>
    </message>
</context>
<context>
    <name>HsNames</name>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A villain card: its colour and value, e.g. &quot;Red 9&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Rum</source>
        <translation>Rhum</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Carte rhum</translation>
    </message>
    <message>
        <source>Movement card %1</source>
        <translation>Carte de déplacement %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement card %1</source>
        <translation>Carte de déplacement %1 de Black Jack</translation>
    </message>
</context>
<context>
    <name>HsRules</name>
    <message>
        <source>%1:</source>
        <extracomment>A colour of villains in the rules: &quot;Red: 9 villain(s), values 4, 5, …&quot;.</extracomment>
        <translation>%1&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s), values %1.</source>
        <translation>
            <numerusform>%n bandit, valeur %1.</numerusform>
            <numerusform>%n bandits, valeurs %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The villains</source>
        <translation>Les bandits</translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n carte bandit dans ces couleurs, de la plus basse à la plus haute (cet ordre départage les égalités)&#xa0;:</numerusform>
            <numerusform>%n cartes bandit dans ces couleurs, de la plus basse à la plus haute (cet ordre départage les égalités)&#xa0;:</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player has the movement cards %1 and a rum card.</source>
        <translation>Chaque joueur a les cartes de déplacement %1 et une carte rhum.</translation>
    </message>
    <message>
        <source>Each player has the movement cards %1.</source>
        <translation>Chaque joueur a les cartes de déplacement %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>La partie dure %n manche&#xa0;; chacune utilise une carte de déplacement, et chaque carte ne sert qu’une fois.</numerusform>
            <numerusform>La partie dure %n manches&#xa0;; chacune utilise une carte de déplacement, et chaque carte ne sert qu’une fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>De %1 à %2 joueurs.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour is a ring of %n field(s), each in front of a den.</source>
        <translation>
            <numerusform>Le port est un anneau de %n case, devant un repaire.</numerusform>
            <numerusform>Le port est un anneau de %n cases, chacune devant un repaire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the villains and put %n face down in each den.</source>
        <translation>
            <numerusform>Mélangez les bandits et placez-en %n face cachée dans chaque repaire.</numerusform>
            <numerusform>Mélangez les bandits et placez-en %n face cachée dans chaque repaire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n villain(s) stay in the box, unseen.</source>
        <translation>
            <numerusform>L’autre bandit (%n) reste dans la boîte, sans être vu.</numerusform>
            <numerusform>Les %n autres bandits restent dans la boîte, sans être vus.</numerusform>
        </translation>
    </message>
    <message>
        <source>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</source>
        <translation>À tour de rôle, en commençant par un joueur tiré au sort, chacun place son capitaine sur une case libre et prend le bandit du dessus de ce repaire. Puis le bandit du dessus de chaque repaire est retourné.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Une manche</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Choisir.</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret; then all are shown together.</source>
        <translation>Chacun choisit en secret une de ses cartes de déplacement&#xa0;; puis toutes sont révélées ensemble.</translation>
    </message>
    <message>
        <source>Cancel.</source>
        <translation>Annuler.</translation>
    </message>
    <message>
        <source>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Les cartes égales (deux rhums aussi) s’annulent&#xa0;: ces capitaines restent sur place et prennent d’abord le bandit visible de leur repaire.</translation>
    </message>
    <message>
        <source>Rum.</source>
        <translation>Rhum.</translation>
    </message>
    <message>
        <source>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</source>
        <translation>Un rhum seul annonce un nombre qu’aucune carte de cette manche ne montre, cartes annulées comprises, et avance d’autant.</translation>
    </message>
    <message>
        <source>Move.</source>
        <translation>Avancer.</translation>
    </message>
    <message>
        <source>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</source>
        <translation>Les autres capitaines avancent dans le sens des aiguilles d’une montre autant que l’indique leur carte, le plus petit nombre d’abord. Sauter par-dessus des figures ne coûte rien.</translation>
    </message>
    <message>
        <source>Landing</source>
        <translation>Arriver</translation>
    </message>
    <message>
        <source>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</source>
        <translation>Sur une case libre, prenez le bandit visible du repaire, s’il y en a un, et retournez le suivant. Un repaire vide ne donne rien.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</source>
        <translation>Sur la case d’un autre capitaine, prenez d’abord le bandit du repaire. Si vous aviez autant de bandits que ce capitaine ou moins avant de le prendre, prenez-lui aussi un bandit de votre choix.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</source>
        <translation>Sur la case d’un autre capitaine, prenez d’abord le bandit du repaire. Si vous avez maintenant autant de bandits que ce capitaine ou moins, prenez-lui aussi un bandit de votre choix.</translation>
    </message>
    <message>
        <source>Either way, the captain who stood there moves on to the next free field and takes nothing there.</source>
        <translation>Dans tous les cas, le capitaine qui était là passe à la case libre suivante et n’y prend rien.</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>La carte de déplacement de Black Jack (%n) est posée face cachée sur son navire.</numerusform>
            <numerusform>Les %n cartes de déplacement de Black Jack sont mélangées face cachée sur son navire.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</source>
        <translation>Le joueur dont le premier bandit est le plus bas le place sur une case libre (à valeur égale, la couleur la plus basse compte comme plus basse).</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Les enchères</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Chaque manche commence par des enchères pour engager Black Jack. À la première manche, le joueur dont le premier bandit est le plus haut les ouvre, ensuite celui qui l’a engagé en dernier (si personne ne l’a engagé, le même joueur que la fois précédente). À tour de rôle depuis l’ouvreur, chacun offre une fois un bandit valant plus que la meilleure offre jusque-là, ou passe. La meilleure offre va face visible au port&#xa0;; ce joueur engage Black Jack pour la manche. Les autres offres restent à leurs propriétaires.</translation>
    </message>
    <message>
        <source>His move</source>
        <translation>Son déplacement</translation>
    </message>
    <message>
        <source>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</source>
        <translation>Après tous les capitaines, sa carte suivante est retournée et il avance d’autant dans le sens des aiguilles d’une montre. Il vole chaque capitaine qu’il atteint ou dépasse, y compris celui où il s’arrête, dans cet ordre.</translation>
    </message>
    <message>
        <source>Hired:</source>
        <translation>Engagé&#xa0;:</translation>
    </message>
    <message>
        <source>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</source>
        <translation>il ne vole jamais celui qui l’a engagé, et ne vole un capitaine que si celui-ci a autant de bandits que son employeur ou plus. L’employeur choisit le bandit et le garde.</translation>
    </message>
    <message>
        <source>Not hired:</source>
        <translation>Pas engagé&#xa0;:</translation>
    </message>
    <message>
        <source>every captain he reaches or passes chooses a villain of their own to give to the harbour.</source>
        <translation>chaque capitaine qu’il atteint ou dépasse choisit un de ses bandits et le donne au port.</translation>
    </message>
    <message>
        <source>If he stops on an occupied field, he walks on to the next free one.</source>
        <translation>S’il s’arrête sur une case occupée, il continue jusqu’à la case libre suivante.</translation>
    </message>
    <message>
        <source>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</source>
        <translation>Un capitaine qui arrive sur Black Jack prend le bandit du repaire, puis un bandit de son choix au port&#xa0;; Black Jack passe à la case libre suivante.</translation>
    </message>
    <message>
        <source>After round %1 the game ends.</source>
        <translation>La partie se termine après la manche %1.</translation>
    </message>
    <message>
        <source>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</source>
        <translation>Chaque joueur additionne les valeurs de ses bandits&#xa0;; la couleur dont il a le plus compte double (à égalité, celle qui vaut le plus). Le meilleur score gagne&#xa0;; les joueurs à égalité en tête partagent la victoire.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
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
        <source>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</source>
        <translation>Des capitaines font le tour d’un port plein de repaires et réunissent un équipage de bandits. Black Jack, mis aux enchères à chaque manche, vole pour qui le paie. L’équipage le plus précieux gagne.</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</source>
        <translation>Des capitaines font le tour d’un port plein de repaires et réunissent un équipage de bandits. L’équipage le plus précieux gagne. Cette partie d’initiation se joue sans Black Jack.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</source>
        <translation>Black Jack joue avec les cartes de déplacement d’un troisième capitaine absent&#xa0;: %1 et une carte rhum.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1.</source>
        <translation>Black Jack joue avec les cartes de déplacement d’un troisième capitaine absent&#xa0;: %1.</translation>
    </message>
    <message>
        <source>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</source>
        <translation>Elles sont mélangées face cachée sur son navire&#xa0;; tout le monde sait lesquelles il lui reste, et chacune ne sert qu’une fois.</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Chaque manche commence par des enchères pour engager Black Jack. À la première manche, le joueur dont le premier bandit est le plus haut les ouvre, ensuite celui qui l’a engagé en dernier (si personne ne l’a engagé, le même joueur que la fois précédente). Depuis l’ouvreur, les deux joueurs jouent à tour de rôle&#xa0;: offrir un bandit valant plus que la meilleure offre jusque-là, ou passer. Les enchères s’arrêtent dès qu’un joueur passe. La meilleure offre va face visible au port&#xa0;; ce joueur engage Black Jack pour la manche. Les autres offres restent à leurs propriétaires.</translation>
    </message>
    <message>
        <source>Hired</source>
        <translation>Engagé</translation>
    </message>
    <message>
        <source>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</source>
        <translation>Juste après les enchères, son employeur choisit en secret une des cartes de Black Jack pour lui&#xa0;; puis les deux joueurs choisissent leur propre carte.</translation>
    </message>
    <message>
        <source>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</source>
        <translation>L’employeur qui arrive sur lui prend le bandit du repaire, puis un bandit de son choix au port.</translation>
    </message>
    <message>
        <source>Not hired</source>
        <translation>Pas engagé</translation>
    </message>
    <message>
        <source>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</source>
        <translation>Quand les deux joueurs ont choisi, la carte du dessus de Black Jack est retournée avec les leurs, comme troisième carte de la manche&#xa0;: une carte égale l’annule (il reste sur place et ne vole personne), et elle compte pour le nombre du rhum. Si le sien est le seul rhum, l’ouvreur des enchères annonce le nombre.</translation>
    </message>
    <message>
        <source>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</source>
        <translation>Il se déplace parmi les capitaines, dans l’ordre croissant des cartes. Chaque capitaine qu’il atteint ou dépasse, y compris celui où il s’arrête, choisit un de ses bandits et le donne au port.</translation>
    </message>
    <message>
        <source>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</source>
        <translation>Il vole l’autre capitaine s’il l’atteint ou le dépasse, y compris sur la case où il s’arrête, et si celui-ci a autant de bandits que son employeur ou plus. L’employeur choisit le bandit et le garde. Il ne vole jamais son employeur.</translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>Pour %n joueur.</numerusform>
            <numerusform>Pour %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</source>
        <translation>Sa carte ne compte ni pour les annulations ni pour le nombre du rhum. Après les deux capitaines, il avance d’autant que sa carte l’indique&#xa0;; si c’est le rhum, son employeur annonce un nombre parmi %1 qu’aucune carte révélée de la manche ne montre (s’il n’en reste aucun, il ne bouge pas).</translation>
    </message>
    <message>
        <source>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</source>
        <translation>L’autre capitaine qui arrive sur Black Jack prend le bandit du repaire, puis choisit&#xa0;: un bandit au port, ou voler l’employeur comme en arrivant sur un capitaine. Le choix lui revient même quand il n’y a rien à prendre d’un côté ou des deux. Black Jack passe de toute façon à la case libre suivante.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 à 9</translation>
    </message>
    <message>
        <source>Choose the movement card with that number; after a lone rum, name that number.</source>
        <translation>Choisissez la carte de déplacement de ce nombre ; après un rhum seul, annoncez ce nombre.</translation>
    </message>
    <message>
        <source>Choose your rum card.</source>
        <translation>Choisissez votre carte rhum.</translation>
    </message>
    <message>
        <source>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</source>
        <translation>En arrivant sur Black Jack engagé : un bandit du port (H), ou volez son employeur (R).</translation>
    </message>
    <message>
        <source>Pass in the auction.</source>
        <translation>Passer aux enchères.</translation>
    </message>
    <message>
        <source>Go from one choice to the next: a card, a field, a villain.</source>
        <translation>Passez d’un choix au suivant : une carte, une case, un bandit.</translation>
    </message>
    <message>
        <source>Do what is chosen.</source>
        <translation>Faites ce qui est choisi.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Annulez votre choix.</translation>
    </message>
    <message>
        <source>Click one of your movement cards</source>
        <translation>Cliquez une de vos cartes de déplacement</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it. It stays face down until everyone has chosen.</source>
        <translation>Choisissez-la ; cliquez-la de nouveau pour la jouer. Elle reste face cachée jusqu’à ce que tous aient choisi.</translation>
    </message>
    <message>
        <source>Click what lights up</source>
        <translation>Cliquez ce qui s’éclaire</translation>
    </message>
    <message>
        <source>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</source>
        <translation>Une case pour votre capitaine, un bandit à offrir, à prendre ou à donner, ou un bouton comme Passer : la ligne sous la table dit ce qui est demandé.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Une manche, pas à pas</translation>
    </message>
    <message>
        <source>A movement card</source>
        <translation>Une carte de déplacement</translation>
    </message>
    <message>
        <source>The rum card</source>
        <translation>La carte rhum</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card</source>
        <translation>Carte de Black Jack</translation>
    </message>
    <message>
        <source>A captain</source>
        <translation>Un capitaine</translation>
    </message>
    <message>
        <source>A den</source>
        <translation>Un repaire</translation>
    </message>
    <message>
        <source>A field</source>
        <translation>Une case</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</source>
        <translation>Chacun choisit en secret une de ses cartes de déplacement : cliquez deux fois la vôtre, ou tapez son nombre puis Entrée.</translation>
    </message>
    <message>
        <source>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Les cartes sont révélées ensemble. Les cartes égales s’annulent : ces capitaines restent sur place et prennent d’abord le bandit visible de leur repaire.</translation>
    </message>
    <message>
        <source>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</source>
        <translation>Les autres avancent dans le sens des aiguilles d’une montre autant que l’indique leur carte, le plus petit nombre d’abord ; sauter par-dessus des figures ne coûte rien. Sur une case libre, prenez le bandit visible du repaire, et le suivant y est retourné.</translation>
    </message>
</context>
<context>
    <name>HsScene</name>
    <message numerus="yes">
        <source>%1, in the den at field %2 (%n villain(s) there)</source>
        <translation>
            <numerusform>%1, dans le repaire de la case %2 (%n bandit)</numerusform>
            <numerusform>%1, dans le repaire de la case %2 (%n bandits)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) in this den</source>
        <translation>
            <numerusform>%n bandit dans ce repaire</numerusform>
            <numerusform>%n bandits dans ce repaire</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Manche %1 sur %2</translation>
    </message>
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Port&#xa0;: %n bandit</numerusform>
            <numerusform>Port&#xa0;: %n bandits</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack&apos;s card %1</source>
        <translation>Carte %1 de Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>reste %n</numerusform>
            <numerusform>restent %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best offer: %1 by %2</source>
        <translation>Meilleure offre&#xa0;: %1 de %2</translation>
    </message>
    <message>
        <source>Auction: no offer yet</source>
        <translation>Enchères&#xa0;: pas encore d’offre</translation>
    </message>
    <message>
        <source>Hired by %1</source>
        <translation>Engagé par %1</translation>
    </message>
    <message>
        <source>Not hired this round</source>
        <translation>Pas engagé cette manche</translation>
    </message>
    <message>
        <source>%1&apos;s captain (%2)</source>
        <translation>Capitaine de %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>A movement card, chosen in secret</source>
        <translation>Une carte de déplacement, choisie en secret</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>choisie</translation>
    </message>
    <message>
        <source>Your card: the others see its back until the reveal</source>
        <translation>Votre carte&#xa0;: les autres en voient le dos jusqu’à la révélation</translation>
    </message>
    <message>
        <source>your secret</source>
        <translation>votre secret</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>rum: %1</source>
        <translation>rhum&#xa0;: %1</translation>
    </message>
    <message>
        <source>rum</source>
        <translation>rhum</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>choisit…</translation>
    </message>
    <message>
        <source>no villains yet</source>
        <translation>pas encore de bandits</translation>
    </message>
    <message>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <source>%1 counts double: the colour held most</source>
        <translation>%1 compte double&#xa0;: la couleur dont on a le plus</translation>
    </message>
    <message>
        <source>Movement cards %1 still holds</source>
        <translation>Cartes de déplacement qu’il reste à %1</translation>
    </message>
    <message>
        <source>Your rum moves…</source>
        <translation>Votre rhum avance de…</translation>
    </message>
    <message>
        <source>Your movement cards</source>
        <translation>Vos cartes de déplacement</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card, chosen in secret by %1</source>
        <translation>Carte de Black Jack, choisie en secret par %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card: the others see its back until he moves</source>
        <translation>Carte de Black Jack&#xa0;: les autres en voient le dos jusqu’à son déplacement</translation>
    </message>
    <message>
        <source>Black Jack&apos;s rum moves…</source>
        <translation>Le rhum de Black Jack avance de…</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement cards: choose his card for this round</source>
        <translation>Cartes de déplacement de Black Jack&#xa0;: choisissez sa carte pour cette manche</translation>
    </message>
    <message>
        <source>You landed on Black Jack, hired by %1</source>
        <translation>Vous êtes arrivé sur Black Jack, engagé par %1</translation>
    </message>
    <message>
        <source>Take a villain from the harbour (H)</source>
        <translation>Prendre un bandit au port (H)</translation>
    </message>
    <message>
        <source>The harbour is empty.</source>
        <translation>Le port est vide.</translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Prenez le bandit du port.</numerusform>
            <numerusform>Prenez un des %n bandits du port.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1 (R)</source>
        <translation>Voler %1 (R)</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains, as when landing on a captain.</source>
        <translation>Prenez un des bandits de %1, comme en arrivant sur un capitaine.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s cards: %n left</source>
        <translation>
            <numerusform>Cartes de Black Jack&#xa0;: reste %n</numerusform>
            <numerusform>Cartes de Black Jack&#xa0;: restent %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsTable</name>
    <message>
        <source>hired Black Jack</source>
        <translation>a engagé Black Jack</translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>offre %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Field %1 is taken: choose a free field.</source>
        <translation>La case %1 est occupée&#xa0;: choisissez une case libre.</translation>
    </message>
    <message>
        <source>Click a free field.</source>
        <translation>Cliquez sur une case libre.</translation>
    </message>
    <message>
        <source>Offer one of your villains, or pass.</source>
        <translation>Offrez un de vos bandits, ou passez.</translation>
    </message>
    <message>
        <source>Offer one of your own villains.</source>
        <translation>Offrez un de vos propres bandits.</translation>
    </message>
    <message>
        <source>Offer a villain worth more than the best offer, %1.</source>
        <translation>Offrez un bandit qui vaut plus que la meilleure offre, %1.</translation>
    </message>
    <message>
        <source>You have played that movement card already.</source>
        <translation>Vous avez déjà joué cette carte de déplacement.</translation>
    </message>
    <message>
        <source>Choose one of your movement cards.</source>
        <translation>Choisissez une de vos cartes de déplacement.</translation>
    </message>
    <message>
        <source>A card of this round shows %1: name a number no card shows.</source>
        <translation>Une carte de cette manche montre %1&#xa0;: annoncez un nombre qu’aucune carte ne montre.</translation>
    </message>
    <message>
        <source>Name the number your rum moves.</source>
        <translation>Annoncez de combien avance votre rhum.</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains.</source>
        <translation>Prenez un des bandits de %1.</translation>
    </message>
    <message>
        <source>Take one of the villains in the harbour.</source>
        <translation>Prenez un des bandits du port.</translation>
    </message>
    <message>
        <source>Give one of your own villains to the harbour.</source>
        <translation>Donnez un de vos propres bandits au port.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 is over. Villains won: %2.</source>
        <translation>La manche %1 est terminée. Bandits gagnés&#xa0;: %2.</translation>
    </message>
    <message>
        <source>You have no movement card %1 left.</source>
        <translation>Il ne vous reste pas de carte de déplacement %1.</translation>
    </message>
    <message>
        <source>You have played your rum card already.</source>
        <translation>Vous avez déjà joué votre carte rhum.</translation>
    </message>
    <message>
        <source>There is nothing to pass now.</source>
        <translation>Il n’y a rien à passer maintenant.</translation>
    </message>
    <message>
        <source>Choose with Left and Right, then press Enter.</source>
        <translation>Choisissez avec Gauche et Droite, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <source>Black Jack has played that movement card already.</source>
        <translation>Black Jack a déjà joué cette carte de déplacement.</translation>
    </message>
    <message>
        <source>Choose one of Black Jack&apos;s movement cards.</source>
        <translation>Choisissez une des cartes de déplacement de Black Jack.</translation>
    </message>
    <message>
        <source>Name the number Black Jack&apos;s rum moves him.</source>
        <translation>Annoncez de combien le rhum fait avancer Black Jack.</translation>
    </message>
    <message>
        <source>Take a villain from the harbour or rob %1.</source>
        <translation>Prenez un bandit au port ou volez %1.</translation>
    </message>
    <message>
        <source>Black Jack has no movement card %1 left.</source>
        <translation>Il ne reste pas de carte de déplacement %1 à Black Jack.</translation>
    </message>
    <message>
        <source>Black Jack has played his rum card already.</source>
        <translation>Black Jack a déjà joué sa carte rhum.</translation>
    </message>
</context>
<context>
    <name>HsTexts</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lectures des règles</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Nombre minimum de joueurs</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Le plus petit nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Nombre maximum de joueurs</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Le plus grand nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>How many fields the ring round the harbour has, each in front of a den.</source>
        <translation>Combien de cases compte l’anneau autour du port, chacune devant un repaire.</translation>
    </message>
    <message>
        <source>Villains per den</source>
        <translation>Bandits par repaire</translation>
    </message>
    <message>
        <source>How many villains lie face down in each den at the start; the rest stay in the box.</source>
        <translation>Combien de bandits sont posés face cachée dans chaque repaire au début&#xa0;; les autres restent dans la boîte.</translation>
    </message>
    <message>
        <source>Villains</source>
        <translation>Bandits</translation>
    </message>
    <message>
        <source>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</source>
        <translation>Les bandits par couleur et valeur. Les couleurs vont de la plus basse à la plus haute&#xa0;: cet ordre départage les égalités. Modifiez-les dans l’onglet Cartes.</translation>
    </message>
    <message>
        <source>Movement cards</source>
        <translation>Cartes de déplacement</translation>
    </message>
    <message>
        <source>The numbers on each player&apos;s movement cards: how far a captain can move.</source>
        <translation>Les nombres des cartes de déplacement de chaque joueur&#xa0;: jusqu’où un capitaine peut avancer.</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Carte rhum</translation>
    </message>
    <message>
        <source>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</source>
        <translation>Activé&#xa0;: chaque joueur a aussi une carte rhum. Un rhum seul annonce, après la révélation, un nombre qu’aucune carte de la manche ne montre.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>How many rounds a game lasts; each round uses one movement card.</source>
        <translation>Combien de manches dure une partie&#xa0;; chaque manche utilise une carte de déplacement.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s cards</source>
        <translation>Cartes de Black Jack</translation>
    </message>
    <message>
        <source>Counting to rob</source>
        <translation>Compter pour voler</translation>
    </message>
    <message>
        <source>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</source>
        <translation>Quand un capitaine qui arrive sur un autre compte ses bandits pour savoir s’il peut voler&#xa0;: après avoir pris le bandit du repaire (la règle du jeu), ou avant.</translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation>Absent</translation>
    </message>
    <message>
        <source>Hired in an auction</source>
        <translation>Engagé aux enchères</translation>
    </message>
    <message>
        <source>After taking the den&apos;s villain</source>
        <translation>Après avoir pris le bandit du repaire</translation>
    </message>
    <message>
        <source>Before taking the den&apos;s villain</source>
        <translation>Avant de prendre le bandit du repaire</translation>
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
        <translation>Supprimer la couleur</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Ajouter une valeur…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Supprimer la valeur</translation>
    </message>
    <message>
        <source>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</source>
        <translation>Absent&#xa0;: la partie d’initiation. Engagé aux enchères&#xa0;: le jeu standard, où la meilleure offre d’un bandit l’engage à chaque manche. Avec les cartes d’un capitaine absent&#xa0;: le jeu à deux, où il se déplace avec les cartes de déplacement d’un troisième capitaine, les enchères continuent jusqu’à ce qu’un joueur passe, et son employeur choisit sa carte en secret.</translation>
    </message>
    <message>
        <source>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</source>
        <translation>Combien de cartes de déplacement a Black Jack, numérotées à partir de 1&#xa0;; une est retournée à chaque manche. Dans le jeu à deux, il a à la place les cartes de déplacement d’un capitaine.</translation>
    </message>
    <message>
        <source>With an absent captain&apos;s cards (for two)</source>
        <translation>Avec les cartes d’un capitaine absent (à deux)</translation>
    </message>
    <message>
        <source>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</source>
        <translation>Trop peu de cases&#xa0;: %1 capitaines demandent au moins %2 cases autour du port, mais il y en a %3.</translation>
    </message>
    <message>
        <source>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</source>
        <translation>Pas assez de bandits pour les repaires&#xa0;: %1 repaires × %2 bandits = %3, mais il y a %4 bandits.</translation>
    </message>
    <message>
        <source>The movement card %1 is there twice: each number may appear only once.</source>
        <translation>La carte de déplacement %1 figure deux fois&#xa0;: chaque nombre ne peut apparaître qu’une fois.</translation>
    </message>
    <message>
        <source>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</source>
        <translation>Black Jack avec les cartes d’un capitaine absent se joue à 2 exactement, mais le nombre maximum de joueurs est %1.</translation>
    </message>
    <message>
        <source>More rounds (%1) than movement cards (%2): each round uses one movement card.</source>
        <translation>Plus de manches (%1) que de cartes de déplacement (%2)&#xa0;: chaque manche utilise une carte de déplacement.</translation>
    </message>
    <message>
        <source>More rounds (%1) than Black Jack&apos;s movement cards (%2).</source>
        <translation>Plus de manches (%1) que de cartes de déplacement de Black Jack (%2).</translation>
    </message>
</context>
<context>
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>vaut %n point ; à la fin, la couleur dont vous avez le plus compte double.</numerusform>
            <numerusform>vaut %n points ; à la fin, la couleur dont vous avez le plus compte double.</numerusform>
        </translation>
    </message>
    <message>
        <source>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</source>
        <translation>seule, elle annonce un nombre qu’aucune carte de la manche ne montre et avance d’autant ; avec une carte égale, les deux s’annulent.</translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>votre capitaine avance de %n case dans le sens des aiguilles d’une montre, sauf si une carte égale l’annule.</numerusform>
            <numerusform>votre capitaine avance de %n cases dans le sens des aiguilles d’une montre, sauf si une carte égale l’annule.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</source>
        <translation>Black Jack avance d’un nombre qu’aucune carte de la manche ne montre&#xa0;: celui qui l’a engagé l’annonce ou, si personne ne l’a engagé, celui qui a ouvert les enchères.</translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>après les capitaines, Black Jack avance de %n case et vole ceux qu’il atteint ou dépasse.</numerusform>
            <numerusform>après les capitaines, Black Jack avance de %n cases et vole ceux qu’il atteint ou dépasse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1: land here to take the den&apos;s face-up villain.</source>
        <translation>Case %1 : arrivez ici pour prendre le bandit visible du repaire.</translation>
    </message>
    <message>
        <source>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</source>
        <translation>Le capitaine de %1, sur la case %2. En arrivant ici, vous pouvez aussi lui prendre un de ses bandits.</translation>
    </message>
    <message>
        <source>Black Jack, on field %1: he robs the captains he reaches or passes.</source>
        <translation>Black Jack, sur la case %1 : il vole les capitaines qu’il atteint ou dépasse.</translation>
    </message>
    <message>
        <source>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</source>
        <translation>Le port&#xa0;: les bandits payés pour engager Black Jack. Un capitaine qui arrive sur lui en prend un ici.</translation>
    </message>
    <message>
        <source>The harbour</source>
        <translation>Le port</translation>
    </message>
    <message>
        <source>Black Jack&apos;s ship: his movement cards lie here face down.</source>
        <translation>Le navire de Black Jack : ses cartes de déplacement sont ici, face cachée.</translation>
    </message>
</context>
<context>
    <name>HsUi</name>
    <message>
        <source>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</source>
        <translation>%1, placez votre capitaine&#xa0;: cliquez sur une case libre (ou choisissez-en une avec Gauche et Droite, puis Entrée).</translation>
    </message>
    <message>
        <source>%1, your first villain is the lowest: put Black Jack on a free field.</source>
        <translation>%1, votre premier bandit est le plus bas&#xa0;: placez Black Jack sur une case libre.</translation>
    </message>
    <message>
        <source>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</source>
        <translation>%1, engagez Black Jack&#xa0;: offrez un de vos bandits (cliquez dessus) ou passez (P).</translation>
    </message>
    <message>
        <source>%1, your rum is the only one: name the number it moves.</source>
        <translation>%1, votre rhum est le seul&#xa0;: annoncez de combien il avance.</translation>
    </message>
    <message>
        <source>%1, you landed on %2: take one of their villains.</source>
        <translation>%1, vous êtes arrivé sur %2&#xa0;: prenez un de ses bandits.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack: take a villain from the harbour.</source>
        <translation>%1, vous êtes arrivé sur Black Jack&#xa0;: prenez un bandit au port.</translation>
    </message>
    <message>
        <source>%1, Black Jack robs %2 for you: take one of their villains.</source>
        <translation>%1, Black Jack vole %2 pour vous&#xa0;: prenez un de ses bandits.</translation>
    </message>
    <message>
        <source>%1, Black Jack passes you: give one of your villains to the harbour.</source>
        <translation>%1, Black Jack passe chez vous&#xa0;: donnez un de vos bandits au port.</translation>
    </message>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Un jeu de %1, édité par %2 (%3).</translation>
    </message>
    <message>
        <source>Villains</source>
        <extracomment>Short, for a narrow column: the movement cards a player still holds.</extracomment>
        <translation>Bandits</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>À vous, %1.</translation>
    </message>
    <message>
        <source>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, choisissez en secret une carte de déplacement&#xa0;: cliquez deux fois dessus (ou tapez son nombre, R pour le rhum, puis Entrée).</translation>
    </message>
    <message>
        <source>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, vous avez engagé Black Jack&#xa0;: choisissez en secret sa carte de déplacement&#xa0;: cliquez deux fois dessus (ou tapez son nombre, R pour le rhum, puis Entrée).</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</source>
        <translation>%1, le rhum de Black Jack est le seul et vous avez ouvert les enchères&#xa0;: annoncez de combien il avance.</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</source>
        <translation>%1, la carte de Black Jack est le rhum&#xa0;: annoncez de combien il avance pour vous.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</source>
        <translation>%1, vous êtes arrivé sur Black Jack, engagé par %2&#xa0;: prenez un bandit au port (H) ou volez %2 (R).</translation>
    </message>
    <message>
        <source>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</source>
        <translation>%1, vous volez l’employeur de Black Jack, %2&#xa0;: prenez un de ses bandits.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>The villains a player holds</source>
        <translation>Les bandits d’un joueur</translation>
    </message>
    <message>
        <source>The movement cards a player still holds</source>
        <translation>Les cartes de déplacement qu’un joueur a encore</translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Base rules</source>
        <translation>Règles de base</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Règles modifiées</translation>
    </message>
    <message>
        <source>%1, base rules: %2 (%3)</source>
        <translation>%1, règles de base&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>%1, edited rules: %2 (%3)</source>
        <translation>%1, règles modifiées&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Taux de victoire par place</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Victoires (%)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Répartition des scores (toutes les places)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Players (%)</source>
        <translation>Joueurs (%)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Décisions par partie</translation>
    </message>
    <message>
        <source>Games (%)</source>
        <translation>Parties (%)</translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Indicateurs du jeu (toutes les places)</translation>
    </message>
    <message>
        <source>Share of players (%)</source>
        <translation>Part des joueurs (%)</translation>
    </message>
    <message>
        <source>Win rate per seat against %1</source>
        <translation>Taux de victoire par place selon %1</translation>
    </message>
    <message>
        <source>Mean score per seat against %1</source>
        <translation>Score moyen par place selon %1</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is a measure or a figure of the game, %2 the swept parameter.</extracomment>
        <translation>%1 selon %2</translation>
    </message>
    <message>
        <source>%1 = %2: %3 (%4)</source>
        <translation>%1 = %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2</source>
        <translation>Le plus équilibré&#xa0;: %1 = %2</translation>
    </message>
    <message>
        <source>As balanced as any, at this number of games</source>
        <translation>Aussi équilibré que le meilleur, à ce nombre de parties</translation>
    </message>
    <message>
        <source>Evenly matched</source>
        <translation>Chances égales</translation>
    </message>
    <message>
        <source>Mean: base rules %1, edited rules %2</source>
        <extracomment>Under a chart&apos;s title: the mean of what it shows under each rules.</extracomment>
        <translation>Moyenne : règles de base %1, règles modifiées %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <extracomment>A bar&apos;s tooltip: the seat or figure, which rules (named: &quot;Run A&quot;), its value and interval.</extracomment>
        <translation>%1, %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>Mean: %1 %2, %3 %4</source>
        <translation>Moyenne&#xa0;: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>LabExport</name>
    <message>
        <source>Results are saved as .json or .csv, not .%1.</source>
        <translation>Les résultats s’enregistrent en .json ou en .csv, pas en .%1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Charts are saved as .png or .svg, not .%1.</source>
        <translation>Les graphiques s’enregistrent en .png ou en .svg, pas en .%1.</translation>
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
        <translation>intervalle à 95&#xa0;%&#xa0;: %1 à %2</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>A computer player that plays any legal move at random.</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <extracomment>A computer player that follows the game&apos;s own rules of thumb.</extracomment>
        <translation>Heuristique</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points more often (±%3).</source>
        <translation>La place %1 gagne %2&#xa0;points plus souvent (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points less often (±%3).</source>
        <translation>La place %1 gagne %2&#xa0;points moins souvent (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points more often (±%3).</source>
        <extracomment>%1 is a figure of the game (e.g. &quot;Shot down&quot;); the difference is in percentage points.</extracomment>
        <translation>%1, toutes les places&#xa0;: %2&#xa0;points plus souvent (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points less often (±%3).</source>
        <translation>%1, toutes les places&#xa0;: %2&#xa0;points moins souvent (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 more per game (±%3).</source>
        <extracomment>%1 is a figure of the game, a number per game and seat.</extracomment>
        <translation>%1, toutes les places&#xa0;: %2 de plus par partie (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 less per game (±%3).</source>
        <translation>%1, toutes les places&#xa0;: %2 de moins par partie (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 more on average (±%3).</source>
        <translation>La place %1 marque en moyenne %2 de plus (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 less on average (±%3).</source>
        <translation>La place %1 marque en moyenne %2 de moins (±%3).</translation>
    </message>
    <message>
        <source>Games last %1 decisions longer (±%2).</source>
        <translation>Les parties durent %1 décisions de plus (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 decisions shorter (±%2).</source>
        <translation>Les parties durent %1 décisions de moins (±%2).</translation>
    </message>
    <message>
        <source>Search (slow)</source>
        <extracomment>The search bot (Monte Carlo tree search): strong, but a thousand times slower than the others.</extracomment>
        <translation>Recherche (lente)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The app&apos;s easy computer player: the heuristic one, but a share of its moves are made at random.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard (slow)</source>
        <extracomment>The app&apos;s hard computer player: the search bot with the game&apos;s own budget, about a third of a second per move.</extracomment>
        <translation>Difficile (lent)</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points larger (±%2).</source>
        <extracomment>The first player&apos;s win rate minus the fair share, edited rules against base, in percentage points.</extracomment>
        <translation>L’avantage du premier joueur est plus grand de %1&#xa0;points (±%2).</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points smaller (±%2).</source>
        <translation>L’avantage du premier joueur est plus petit de %1&#xa0;points (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns longer (±%2).</source>
        <translation>Les parties durent %1 tours de plus (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns shorter (±%2).</source>
        <translation>Les parties durent %1 tours de moins (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds longer (±%2).</source>
        <translation>Les parties durent %1 manches de plus (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds shorter (±%2).</source>
        <translation>Les parties durent %1 manches de moins (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times more per game (±%2).</source>
        <extracomment>How often per game a player takes the sole lead of the running score from another.</extracomment>
        <translation>La tête change de mains %1&#xa0;fois de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times less per game (±%2).</source>
        <translation>La tête change de mains %1&#xa0;fois de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points more often (±%2).</source>
        <extracomment>How often the eventual winner was behind in the running score at some point, in percentage points.</extracomment>
        <translation>Le gagnant a été mené %1&#xa0;points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points less often (±%2).</source>
        <translation>Le gagnant a été mené %1&#xa0;points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game later (±%2).</source>
        <extracomment>When the eventual winner took the lead for good, in percentage points of the game.</extracomment>
        <translation>Le gagnant prend la tête pour de bon %1&#xa0;points de la partie plus tard (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game earlier (±%2).</source>
        <translation>Le gagnant prend la tête pour de bon %1&#xa0;points de la partie plus tôt (±%2).</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 40 seconds&quot;.</extracomment>
        <translation>
            <numerusform>environ %n&#xa0;seconde</numerusform>
            <numerusform>environ %n&#xa0;secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 12 minutes&quot;.</extracomment>
        <translation>
            <numerusform>environ %n&#xa0;minute</numerusform>
            <numerusform>environ %n&#xa0;minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</source>
        <extracomment>%1: how long, e.g. &quot;about 45 minutes&quot;; %2: the lab&apos;s limit in minutes.</extracomment>
        <translation>Le niveau difficile prendrait %1 sur cet ordinateur pour un gradient à ±3&#xa0;points près, plus que la limite de %2&#xa0;minutes du labo&#xa0;: il n’est pas joué, et la page Mesures indique qu’on ne peut pas conclure.</translation>
    </message>
    <message>
        <source>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 4 minutes&quot;, measured on this computer before it starts.</extracomment>
        <translation>Ensuite le niveau difficile&#xa0;: %L1 parties avec les deux règles pour un gradient à ±3&#xa0;points près, %2 sur cet ordinateur.</translation>
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
        <translation>%1 ne peut pas être ouvert dans l’éditeur de règles&#xa0;:
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
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>La partie de %1 en cours n’est pas terminée (%n décision jouée). L’enregistrer pour la reprendre plus tard ?</numerusform>
            <numerusform>La partie de %1 en cours n’est pas terminée (%n décisions jouées). L’enregistrer pour la reprendre plus tard ?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>Première manche &amp;guidée</translation>
    </message>
    <message>
        <source>Your first game of %1?</source>
        <translation>Votre première partie de %1&#xa0;?</translation>
    </message>
    <message>
        <source>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</source>
        <translation>La première manche guidée vous montre, sur la vraie table, ce qu’il y a à faire et pourquoi, contre des joueurs ordinateur faciles. Vous pouvez la quitter à tout moment et la retrouver dans le menu Aide.</translation>
    </message>
    <message>
        <source>Play the guided first round</source>
        <translation>Jouer la première manche guidée</translation>
    </message>
    <message>
        <source>Set up a game</source>
        <translation>Préparer une partie</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Retour à la page d’&amp;accueil</translation>
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
    <message>
        <source>Name of player %1</source>
        <translation>Nom du joueur %1</translation>
    </message>
</context>
<context>
    <name>NotebookListModel</name>
    <message>
        <source>Comparison</source>
        <extracomment>A run of the notebook: the edited rules against their base.</extracomment>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>A run of the notebook: several house rules, each against the base.</extracomment>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>A run of the notebook: one or two parameters over a range of values.</extracomment>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>Simulation</source>
        <extracomment>A run of the notebook: one set of rules played by bots.</extracomment>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>The rules of a run in the notebook: %1 played against their base %2.</extracomment>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>A column of the notebook&apos;s list: when the run was played.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>A column of the notebook&apos;s list: what kind of run (comparison, sweep…).</extracomment>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>A column of the notebook&apos;s list: how many games the bots played.</extracomment>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1 (rerun)</source>
        <extracomment>A run of the notebook that played another run again, e.g. &quot;Comparison (rerun)&quot;.</extracomment>
        <translation>%1 (rejouée)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The computer players of a run in the notebook: how many, and the bot each seat had.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>A column of the notebook&apos;s list: the seed the run&apos;s games were played from.</extracomment>
        <translation>Graine</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>A column of the notebook&apos;s list: the computer players, seat by seat.</extracomment>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>A column of the notebook&apos;s list: the title the rules of a run carry (&quot;Gold rush&quot;).</extracomment>
        <translation>Titre</translation>
    </message>
</context>
<context>
    <name>NotebookPage</name>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>How long a game lasts, in decisions.</extracomment>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>A is run %1 (%2), B is run %3 (%4).</source>
        <translation>A est la simulation %1 (%2), B la simulation %3 (%4).</translation>
    </message>
    <message>
        <source>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</source>
        <translation>Appariée&#xa0;: les deux simulations ont joué les mêmes parties (joueurs, bots, nombre de parties et graine)&#xa0;; les deux règles ont donc été rejouées avec ces graines et chaque partie est comparée à sa jumelle. %1</translation>
    </message>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Non appariée&#xa0;: les simulations ont joué des parties différentes (leurs joueurs, bots, nombre de parties ou graine diffèrent)&#xa0;; chaque chiffre est donc comparé comme deux échantillons indépendants, A moins B avec son intervalle à 95&#xa0;%&#xa0;; en gras&#xa0;: il ressort après la correction de Holm pour %n comparaison. %1</numerusform>
            <numerusform>Non appariée&#xa0;: les simulations ont joué des parties différentes (leurs joueurs, bots, nombre de parties ou graine diffèrent)&#xa0;; chaque chiffre est donc comparé comme deux échantillons indépendants, A moins B avec son intervalle à 95&#xa0;%&#xa0;; en gras&#xa0;: il ressort après la correction de Holm pour %n comparaisons. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>Simulation A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>Simulation B</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1&#xa0;points</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Période&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher&#xa0;:</translation>
    </message>
    <message>
        <source>in the rules and the notes</source>
        <translation>dans les règles et les notes</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Toutes les simulations</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Aujourd’hui</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>7 derniers jours</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>30 derniers jours</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note&#xa0;:</translation>
    </message>
    <message>
        <source>Your own words on the chosen run (saved when you press Enter or leave the field)</source>
        <translation>Vos propres mots sur la simulation choisie (enregistrés quand vous appuyez sur Entrée ou quittez le champ)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Ouvrir</translation>
    </message>
    <message>
        <source>The chosen run&apos;s results, as the lab showed them</source>
        <translation>Les résultats de la simulation choisie, tels que le labo les a montrés</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Two chosen runs of one game, the first minus the second</source>
        <translation>Deux simulations choisies d’un même jeu, la première moins la seconde</translation>
    </message>
    <message>
        <source>&amp;Rerun</source>
        <translation>Rejo&amp;uer</translation>
    </message>
    <message>
        <source>Play the chosen run again exactly and check that the result is identical</source>
        <translation>Rejouer exactement la simulation choisie et vérifier que le résultat est identique</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>As &amp;JSON (with the results)…</source>
        <translation>En &amp;JSON (avec les résultats)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (the list)…</source>
        <translation>En &amp;CSV (la liste)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The notebook: %1</source>
        <translation>Le carnet&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is no notebook: runs are not kept.</source>
        <translation>Il n’y a pas de carnet&#xa0;: les simulations ne sont pas conservées.</translation>
    </message>
    <message>
        <source>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</source>
        <translation>Le carnet est ouvert en lecture seule&#xa0;: %1 le détient. Ses simulations peuvent être ouvertes, comparées, rejouées et exportées, mais rien de nouveau n’est conservé, les notes ne peuvent pas être modifiées ni les simulations supprimées. Fermez l’autre fenêtre ou programme et rouvrez l’éditeur pour y écrire.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</source>
        <translation>Le carnet a été écrit par une version plus récente de Houserules (sa version %1, celle de ce programme %2)&#xa0;: il est ouvert en lecture seule et rien de nouveau n’est conservé.</translation>
    </message>
    <message>
        <source>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</source>
        <translation>Le carnet n’a pas pu être lu (%1). Il a été mis de côté sous le nom %2, où il est conservé pour vous, et un nouveau carnet a été commencé.</translation>
    </message>
    <message>
        <source>The notebook cannot be opened: %1</source>
        <translation>Le carnet ne peut pas être ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Choose one run to keep a note with it.</source>
        <translation>Choisissez une simulation pour y joindre une note.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>La note n’a pas été enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Note enregistrée.</translation>
    </message>
    <message>
        <source>The runs were not deleted: %1</source>
        <translation>Les simulations n’ont pas été supprimées&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n simulation supprimée.</numerusform>
            <numerusform>%n simulations supprimées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Supprimer des simulations</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer %n simulation du carnet, avec ses résultats&#xa0;? Cela ne peut pas être annulé.</numerusform>
            <numerusform>Supprimer %n simulations du carnet, avec leurs résultats&#xa0;? Cela ne peut pas être annulé.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs are exported as .json or .csv, not .%1.</source>
        <translation>Les simulations s’exportent en .json ou .csv, pas en .%1.</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Impossible d’exporter&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n simulation exportée vers %1.</numerusform>
            <numerusform>%n simulations exportées vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Exporter des simulations</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>The run cannot be opened: %1</source>
        <translation>La simulation ne peut pas être ouverte&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</source>
        <translation>%1 de %2&#xa0;: %L3 parties, %4 joueurs (%5), graine %6, jouée le %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note&#xa0;: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Simulation %1</translation>
    </message>
    <message>
        <source>Choose two runs of one game to compare.</source>
        <translation>Choisissez deux simulations d’un même jeu à comparer.</translation>
    </message>
    <message>
        <source>The runs cannot be compared: %1</source>
        <translation>Les simulations ne peuvent pas être comparées&#xa0;: %1</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>La comparaison a été annulée.</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Comparées.</translation>
    </message>
    <message>
        <source>Run %1 against run %2</source>
        <translation>Simulation %1 contre simulation %2</translation>
    </message>
    <message>
        <source>Playing both rules again on the same %L1 games…</source>
        <translation>Les deux règles rejouées sur les mêmes %L1 parties…</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparaison…</translation>
    </message>
    <message>
        <source>The run cannot be played again: %1</source>
        <translation>La simulation ne peut pas être rejouée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The rerun was cancelled: nothing was kept.</source>
        <translation>La simulation rejouée a été annulée&#xa0;: rien n’a été conservé.</translation>
    </message>
    <message>
        <source>The rerun was not kept in the notebook: %1</source>
        <translation>La simulation rejouée n’a pas été conservée dans le carnet&#xa0;: %1</translation>
    </message>
    <message>
        <source>The rerun is kept in the notebook.</source>
        <translation>La simulation rejouée est conservée dans le carnet.</translation>
    </message>
    <message>
        <source>The rerun is not kept: the notebook is open read-only.</source>
        <translation>La simulation rejouée n’est pas conservée&#xa0;: le carnet est ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</source>
        <translation>Identique à la simulation conservée %1&#xa0;: les mêmes règles, graines et bots ont donné les mêmes parties.</translation>
    </message>
    <message>
        <source>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</source>
        <translation>Pas identique à la simulation conservée %1&#xa0;: les mêmes règles, graines et bots ont donné d’autres parties (une autre version du programme joue-t-elle autrement&#xa0;?).</translation>
    </message>
    <message>
        <source>Playing the run again: %L1 games…</source>
        <translation>La simulation est rejouée&#xa0;: %L1 parties…</translation>
    </message>
    <message>
        <source>As text</source>
        <extracomment>A page of a run opened from the notebook: its numbers as houserules-cli prints them.</extracomment>
        <translation>En texte</translation>
    </message>
    <message>
        <source>The notebook could not be read whole, so runs are missing from this list: %1</source>
        <translation>Le carnet n’a pas pu être lu en entier, il manque donc des simulations dans cette liste&#xa0;: %1</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Pour exporter les simulations qu’on peut encore y lire&#xa0;: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the game, period and search let through.</extracomment>
        <translation>
            <numerusform>%n simulation correspond</numerusform>
            <numerusform>%n simulations correspondent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the notebook holds.</extracomment>
        <translation>
            <numerusform>%n simulation</numerusform>
            <numerusform>%n simulations</numerusform>
        </translation>
    </message>
    <message>
        <source>The two runs compared</source>
        <translation>Les deux simulations comparées</translation>
    </message>
    <message>
        <source>Runs in the notebook</source>
        <translation>Simulations du carnet</translation>
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
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Aucune carte pour %1&#xa0;: ajoutez-en ou retirez la ligne.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1&#xa0;: de %2 à %3 attendus, trouvé&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Paquet attendu de %1 à %2 cartes, trouvé&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Titre manquant&#xa0;: donnez un titre à ces règles dans au moins une langue.</translation>
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
        <translation>%1&#xa0;: %2</translation>
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
        <translation>Nombre entier attendu de %1 à %2, trouvé&#xa0;: «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie des choix.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nom&#xa0;: utilisez des minuscules, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>«&#xa0;%1&#xa0;» apparaît deux fois.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Nombre de joueurs attendu de 1 à 16, trouvé&#xa0;: «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>Un paquet se modifie dans son tableau.</translation>
    </message>
    <message>
        <source>The fewest players (%1) may not be more than the most (%2).</source>
        <translation>Le nombre minimum de joueurs (%1) ne peut pas dépasser le maximum (%2).</translation>
    </message>
    <message>
        <source>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</source>
        <extracomment>%1 is a key as an older Houserules wrote it in a file (&quot;businesss&quot;), %2 the key now (&quot;businesses&quot;).</extracomment>
        <translation>«&#xa0;%1&#xa0;» est une ancienne graphie de «&#xa0;%2&#xa0;»&#xa0;: elle est lue comme «&#xa0;%2&#xa0;», et l’enregistrement écrit «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A percentage; %1 is the number (write &quot;%1 %&quot; where a space comes before the sign).</extracomment>
        <translation>%1&#xa0;%</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One kind of card of a deck: its row&apos;s name, then its column&apos;s (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two of a list: &quot;9 and 10&quot;.</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found %3.</source>
        <extracomment>%3 is what the file holds instead (&quot;12&quot;, or a word).</extracomment>
        <translation>Nombre entier attendu de %1 à %2, trouvé&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>De %1 à %2 valeurs attendues, trouvé&#xa0;: %3.</translation>
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
    <message>
        <source>Values by number of players</source>
        <translation>Valeurs par nombre de joueurs</translation>
    </message>
    <message>
        <source>Remove the chosen player count</source>
        <translation>Retirer le nombre de joueurs choisi</translation>
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
        <translation>Enregistrer le graphique</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Labo de test</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is the title of the edited rules, %2 that of their base.</extracomment>
        <translation>%1 face à %2</translation>
    </message>
    <message>
        <source>No rules chosen yet.</source>
        <translation>Aucune règle choisie pour l’instant.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Parties&#xa0;:</translation>
    </message>
    <message>
        <source>Games under each set of rules (each value, in a sweep); the same seeds for both</source>
        <translation>Parties pour chaque jeu de règles (pour chaque valeur, lors d’un balayage)&#xa0;; les mêmes graines pour les deux</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Graine&#xa0;:</translation>
    </message>
    <message>
        <source>The same seed deals and plays the same games again</source>
        <translation>La même graine redonne et rejoue les mêmes parties</translation>
    </message>
    <message>
        <source>Card &amp;impact</source>
        <translation>&amp;Impact des cartes</translation>
    </message>
    <message>
        <source>Also count who held and who played each card kind (a little slower)</source>
        <translation>Compter aussi qui avait et qui a joué chaque type de carte (un peu plus lent)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Lancer</translation>
    </message>
    <message>
        <source>Play every game under the edited rules and under the base rules, with the same seeds</source>
        <translation>Jouer chaque partie avec les règles modifiées et avec les règles de base, avec les mêmes graines</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuler</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xporter</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Place %1&#xa0;:</translation>
    </message>
    <message>
        <source>Results as &amp;JSON…</source>
        <translation>Résultats en &amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Résultats en &amp;CSV…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Graphiques en &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as &amp;SVG…</source>
        <translation>Graphiques en &amp;SVG…</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Enregistrer le graphique en PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Enregistrer le graphique en SVG…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparaison</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Card impact</source>
        <translation>Impact des cartes</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>Notable differences</source>
        <translation>Différences notables</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ègles&#xa0;:</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Règles modifiées</translation>
    </message>
    <message>
        <source>Base rules</source>
        <translation>Règles de base</translation>
    </message>
    <message>
        <source>P&amp;arameter:</source>
        <translation>P&amp;aramètre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;De&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;À&#xa0;:</translation>
    </message>
    <message>
        <source>Run s&amp;weep</source>
        <translation>Lancer le &amp;balayage</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>A&amp;fficher&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <extracomment>A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.</extracomment>
        <translation>%1 (actuellement %2)</translation>
    </message>
    <message>
        <source>The edited rules and the base rules are of different games.</source>
        <translation>Les règles modifiées et les règles de base sont de jeux différents.</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Taux de victoire par place</translation>
    </message>
    <message>
        <source>Mean score per seat</source>
        <translation>Score moyen par place</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Durée de la partie</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Annulation…</translation>
    </message>
    <message>
        <source>A run is going: wait for it or cancel it.</source>
        <translation>Une simulation est en cours&#xa0;: attendez-la ou annulez-la.</translation>
    </message>
    <message>
        <source>No rules to playtest yet.</source>
        <translation>Pas encore de règles à tester.</translation>
    </message>
    <message>
        <source>Choose the players, a bot for every seat and the number of games.</source>
        <translation>Choisissez les joueurs, un joueur ordinateur pour chaque place et le nombre de parties.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>La graine doit être un nombre entier.</translation>
    </message>
    <message>
        <source>Playing %L1 games under both rules…</source>
        <translation>%L1 parties en cours avec les deux règles…</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, from the lower to the higher.</source>
        <translation>Un balayage prend de 1 à %1 valeurs, de la plus petite à la plus grande.</translation>
    </message>
    <message>
        <source>The base rules must come from a file for a sweep.</source>
        <translation>Pour un balayage, les règles de base doivent provenir d’un fichier.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the sweep: %1</source>
        <translation>Impossible de créer un dossier temporaire pour le balayage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the sweep.</source>
        <translation>Impossible d’écrire les règles modifiées pour le balayage.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3…</source>
        <translation>Balayage de %1 de %2 à %3…</translation>
    </message>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, encore %2</translation>
    </message>
    <message>
        <source>The games could not start: %1</source>
        <translation>Les parties n’ont pas pu commencer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cancelled after %L1 of %L2 games (%3&#xa0;s): the results cover those games.</source>
        <translation>Annulé après %L1 parties sur %L2 (%3&#xa0;s)&#xa0;: les résultats portent sur ces parties.</translation>
    </message>
    <message>
        <source>%L1 games under both rules in %2&#xa0;s.</source>
        <translation>%L1 parties avec les deux règles en %2&#xa0;s.</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1&#xa0;s: the values not reached have no games.</source>
        <translation>Balayage annulé après %1&#xa0;s&#xa0;: les valeurs non atteintes n’ont pas de parties.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2&#xa0;s.</source>
        <translation>
            <numerusform>Balayage de %1 sur %n valeur en %2&#xa0;s.</numerusform>
            <numerusform>Balayage de %1 sur %n valeurs en %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Indicateurs du jeu (toutes les places)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Répartition des scores (toutes les places)</translation>
    </message>
    <message>
        <source>Run the games to compare the edited rules with the base rules.</source>
        <translation>Lancez les parties pour comparer les règles modifiées aux règles de base.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Mesure</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Écart</translation>
    </message>
    <message>
        <source>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</source>
        <translation>Règles modifiées moins règles de base sur les mêmes parties, ± la demi-largeur de l’intervalle apparié à 95&#xa0;%&#xa0;; en gras quand l’intervalle exclut zéro</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1&#xa0;points</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Toutes</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Décisions par partie</translation>
    </message>
    <message>
        <source>Games without a winner</source>
        <translation>Parties sans gagnant</translation>
    </message>
    <message>
        <source>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</source>
        <translation>Cochez «&#xa0;Impact des cartes&#xa0;» et lancez les parties pour voir, pour chaque type de carte, combien de fois les joueurs qui l’avaient en main ou l’ont jouée ont gagné.</translation>
    </message>
    <message>
        <source>These games were played without card impact: tick “Card impact” and run them again.</source>
        <translation>Ces parties ont été jouées sans l’impact des cartes&#xa0;: cochez «&#xa0;Impact des cartes&#xa0;» et relancez-les.</translation>
    </message>
    <message>
        <source>These games had different bots in different seats: the pooled win rates mix them.</source>
        <translation>Ces parties avaient des joueurs ordinateur différents selon les places&#xa0;: les taux regroupés les mélangent.</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then run the sweep.</source>
        <translation>Choisissez un paramètre et une plage, puis lancez le balayage.</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</source>
        <translation>Le plus équilibré&#xa0;: %1 = %2. La place %3 y gagne le plus et la place %4 le moins, à %5&#xa0;points d’écart (intervalle à 95&#xa0;%&#xa0;: %6 à %7).</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: %3</source>
        <translation>%1 = %2 n’a pas été joué&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: the sweep was cancelled first.</source>
        <translation>%1 = %2 n’a pas été joué&#xa0;: le balayage a été annulé avant.</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Il n’y a pas encore de résultats à exporter.</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>Fichiers JSON (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Exporter les graphiques</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Exporter les résultats</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 enregistré.</translation>
    </message>
    <message>
        <source>Your changes against %1</source>
        <extracomment>Rules being edited that still carry their base&apos;s title, %1.</extracomment>
        <translation>Vos modifications face à %1</translation>
    </message>
    <message>
        <source>estimating…</source>
        <extracomment>While a run has not yet played enough games to tell its speed.</extracomment>
        <translation>estimation…</translation>
    </message>
    <message>
        <source>%1 games/s</source>
        <translation>%1 parties/s</translation>
    </message>
    <message>
        <source>The rules changed, so the run was stopped: run it again for the new rules.</source>
        <translation>Les règles ont changé, la simulation a donc été arrêtée&#xa0;: relancez-la pour les nouvelles règles.</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <extracomment>A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.</extracomment>
        <translation>%1 (%2 joueurs)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>One suit&apos;s count in a list of them: %1 is the suit, %2 the count (&quot;Gold 2&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>One suit&apos;s count of a card, in a sweep: %1 is the suit, %2 the card (&quot;Gold: Dynamite&quot;).</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 (%2: all)</source>
        <extracomment>A card&apos;s count in every suit at once, in a sweep: %1 is the card, %2 the word for a suit as a table heading (&quot;Dynamite (Colour: all)&quot;).</extracomment>
        <translation>%1 (%2&#xa0;: toutes)</translation>
    </message>
    <message>
        <source>Every other value is less balanced by more than the uncertainty of the difference.</source>
        <translation>Toute autre valeur est moins équilibrée, de plus que l’incertitude de l’écart.</translation>
    </message>
    <message>
        <source>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</source>
        <translation>Aucune valeur ne se distingue à ce nombre de parties&#xa0;: %1 = %2 ne se distinguent pas de la plus équilibrée, %3 (places à %4&#xa0;points d’écart, intervalle à 95&#xa0;%&#xa0;: %5 à %6).</translation>
    </message>
    <message>
        <source>About %L1 games per value would tell the best two apart, if their difference is what these games show.</source>
        <translation>Environ %L1 parties par valeur distingueraient les deux meilleures, si leur écart est celui que montrent ces parties.</translation>
    </message>
    <message>
        <source>The best two are exactly as balanced in these games: no number of games would tell them apart.</source>
        <translation>Les deux meilleures sont exactement aussi équilibrées dans ces parties&#xa0;: aucun nombre de parties ne les distinguerait.</translation>
    </message>
    <message>
        <source>not played</source>
        <extracomment>A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).</extracomment>
        <translation>pas jouée</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>A heatmap cell: %1 the value, %2 half its 95% interval.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4, %L5 games)</source>
        <translation>%1&#xa0;: %2 (intervalle à 95&#xa0;%&#xa0;: %3 à %4, %L5&#xa0;parties)</translation>
    </message>
    <message>
        <source>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</source>
        <translation>Une grille de %1 × %2 = %3 cases est trop grande&#xa0;: un balayage de deux paramètres compte au plus %4 cases.</translation>
    </message>
    <message>
        <source>Choose two different parameters for a sweep of two.</source>
        <translation>Choisissez deux paramètres différents pour un balayage de deux.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</source>
        <translation>Balayage de %1 de %2 à %3 et de %4 de %5 à %6…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3&#xa0;s.</source>
        <translation>
            <numerusform>Balayage de %1 et %2 sur %n case en %3&#xa0;s.</numerusform>
            <numerusform>Balayage de %1 et %2 sur %n cases en %3&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The second parameter of a sweep: none, a sweep of one parameter.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Win rate of seat %1</source>
        <translation>Taux de victoire de la place %1</translation>
    </message>
    <message>
        <source>Mean score of seat %1</source>
        <translation>Score moyen de la place %1</translation>
    </message>
    <message>
        <source>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</source>
        <translation>Le plus équilibré&#xa0;: %1. La place %2 y gagne le plus et la place %3 le moins, à %4&#xa0;points d’écart (intervalle à 95&#xa0;%&#xa0;: %5 à %6).</translation>
    </message>
    <message>
        <source>Every other cell is less balanced by more than the uncertainty of the difference.</source>
        <translation>Toute autre case est moins équilibrée, de plus que l’incertitude de l’écart.</translation>
    </message>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>Aucune case ne se distingue à ce nombre de parties&#xa0;: %n case, encadrée, ne se distingue pas de la plus équilibrée, %1 (places à %2&#xa0;points d’écart, intervalle à 95&#xa0;%&#xa0;: %3 à %4).</numerusform>
            <numerusform>Aucune case ne se distingue à ce nombre de parties&#xa0;: %n cases, encadrées, ne se distinguent pas de la plus équilibrée, %1 (places à %2&#xa0;points d’écart, intervalle à 95&#xa0;%&#xa0;: %3 à %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</source>
        <translation>Environ %L1 parties par case distingueraient les deux meilleures, si leur écart est celui que montrent ces parties.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell, standing out from the others.</source>
        <translation>Encadrée&#xa0;: la case la plus équilibrée, qui se distingue des autres.</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell and those that cannot be told apart from it.</source>
        <translation>Encadrées&#xa0;: la case la plus équilibrée et celles qui ne s’en distinguent pas.</translation>
    </message>
    <message>
        <source>Win rate of seat %1 (%)</source>
        <translation>Taux de victoire de la place %1 (%)</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <extracomment>The heatmap&apos;s title: %1 the figure shown, %2 and %3 the two swept parameters.</extracomment>
        <translation>%1 selon %2 et %3</translation>
    </message>
    <message>
        <source>%1 was not played: %2</source>
        <extracomment>%1 names a cell of a grid (&quot;Cards in hand = 3, Dynamite = 2&quot;), %2 why it was not played.</extracomment>
        <translation>%1 n’a pas été joué&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 was not played: the sweep was cancelled first.</source>
        <translation>%1 n’a pas été joué&#xa0;: le balayage a été annulé avant.</translation>
    </message>
    <message>
        <source>a&amp;nd:</source>
        <extracomment>Before the second parameter of a sweep: &quot;Parameter: Cards in hand … and: Dynamite …&quot;.</extracomment>
        <translation>&amp;et&#xa0;:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>D&amp;e&#xa0;:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>j&amp;usqu’à&#xa0;:</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>The lab&apos;s page that plays several house rules against the base rules at once.</extracomment>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>Tick from 1 to %1 house rules to play beside the edited rules.</source>
        <translation>Cochez de 1 à %1 règles maison à jouer à côté des règles modifiées.</translation>
    </message>
    <message>
        <source>Playing %L1 games under each of %2 rules…</source>
        <translation>%L1 parties en cours avec chacune des %2 règles…</translation>
    </message>
    <message>
        <source>%L1 games under each of %2 rules in %3&#xa0;s.</source>
        <translation>%L1 parties avec chacune des %2 règles en %3&#xa0;s.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Victoires (%)</translation>
    </message>
    <message>
        <source>This game has no other house rules to compare with.</source>
        <translation>Ce jeu n’a pas d’autres règles maison à comparer.</translation>
    </message>
    <message>
        <source>At most %1 house rules besides the base in one run.</source>
        <translation>Au plus %1 règles maison en plus des règles de base par série.</translation>
    </message>
    <message>
        <source>Tick at least one more house rule.</source>
        <translation>Cochez au moins une autre règle maison.</translation>
    </message>
    <message>
        <source>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</source>
        <translation>Cochez des règles maison et lancez-les&#xa0;: chacune est jouée contre les règles de base avec les mêmes graines, comme les règles modifiées.</translation>
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
Écart avec les règles de base&#xa0;: %2</translation>
    </message>
    <message>
        <source>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</source>
        <translation>Règles maison à jouer côte à côte avec les règles modifiées, chacune contre les règles de base avec les mêmes graines&#xa0;:</translation>
    </message>
    <message>
        <source>Run side by side</source>
        <translation>Lancer côte à côte</translation>
    </message>
    <message>
        <source>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</source>
        <translation>Rejouer les parties avec les deux règles, le bot heuristique à la place 1 et des bots au hasard aux autres places&#xa0;: combien de fois plus le joueur le plus fort gagne (le gradient d’habileté, sur la page Mesures)</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Équilibre des places</translation>
    </message>
    <message>
        <source>First player advantage</source>
        <translation>Avantage du premier joueur</translation>
    </message>
    <message>
        <source>Turn order balance</source>
        <translation>Équilibre de l’ordre du tour</translation>
    </message>
    <message>
        <source>Duration in decisions</source>
        <translation>Durée en décisions</translation>
    </message>
    <message>
        <source>Duration in turns</source>
        <translation>Durée en tours</translation>
    </message>
    <message>
        <source>Duration in rounds</source>
        <translation>Durée en manches</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <translation>Changements de tête par partie</translation>
    </message>
    <message>
        <source>Drama: winner was behind</source>
        <extracomment>A measure of a good game: how often the eventual winner was behind.</extracomment>
        <translation>Suspense&#xa0;: le gagnant était mené</translation>
    </message>
    <message>
        <source>Drama: by how much</source>
        <translation>Suspense&#xa0;: de combien</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>A measure of a good game: how far into the game the winner took the lead for good.</extracomment>
        <translation>Caractère décisif</translation>
    </message>
    <message>
        <source>How much more often the first player wins than the fair share</source>
        <translation>Combien de fois plus le premier joueur gagne que sa juste part</translation>
    </message>
    <message>
        <source>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</source>
        <translation>Combien de temps durent les parties et à quel point cela varie&#xa0;: la moyenne, son écart-type (é.-t.) et l’étendue des 80&#xa0;% de parties du milieu (10&#xa0;% sont plus courtes, 10&#xa0;% plus longues)</translation>
    </message>
    <message>
        <source>How often per game a player takes the sole lead of the public running score from another</source>
        <translation>Combien de fois par partie un joueur prend seul la tête du score visible en cours à un autre</translation>
    </message>
    <message>
        <source>How often the eventual winner was behind in the running score at some point</source>
        <translation>Combien de fois le gagnant final a été mené au score en cours à un moment</translation>
    </message>
    <message>
        <source>In the games whose winner was behind: by how many points at most, on average</source>
        <translation>Dans les parties où le gagnant a été mené&#xa0;: de combien de points au plus, en moyenne</translation>
    </message>
    <message>
        <source>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</source>
        <translation>À quel point de la partie le gagnant final a pris la tête qu’il n’a plus perdue (0&#xa0;%&#xa0;: en tête dès le début)</translation>
    </message>
    <message>
        <source>This game counts no turns.</source>
        <translation>Ce jeu ne compte pas de tours.</translation>
    </message>
    <message>
        <source>This game counts no rounds.</source>
        <translation>Ce jeu ne compte pas de manches.</translation>
    </message>
    <message>
        <source>This game keeps no public running score.</source>
        <translation>Ce jeu ne tient pas de score visible en cours.</translation>
    </message>
    <message>
        <source>Needs at least two seats.</source>
        <translation>Demande au moins deux places.</translation>
    </message>
    <message>
        <source>No paired difference: the games whose winner was behind differ between the rules.</source>
        <translation>Pas d’écart apparié&#xa0;: les parties où le gagnant a été mené ne sont pas les mêmes selon les règles.</translation>
    </message>
    <message>
        <source>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</source>
        <translation>Pas d’écart apparié&#xa0;: un écart entre places est le plus grand de plusieurs écarts, il est donc un peu élevé. Comparez plutôt les valeurs des deux règles.</translation>
    </message>
    <message>
        <source>%1 (sd %2; %3–%4)</source>
        <extracomment>A mean duration, its standard deviation and the range of the middle 80% of games, e.g. &quot;52.3 (sd 8.1; 42–63)&quot;.</extracomment>
        <translation>%1 (é.-t. %2&#xa0;; %3–%4)</translation>
    </message>
    <message>
        <source>Skill gradient: hard vs normal</source>
        <extracomment>The skill gradient of the search bot against heuristic bots.</extracomment>
        <translation>Gradient d’habileté&#xa0;: difficile contre normal</translation>
    </message>
    <message>
        <source>Skill gradient: normal vs random</source>
        <extracomment>The skill gradient of the heuristic bot against random bots.</extracomment>
        <translation>Gradient d’habileté&#xa0;: normal contre hasard</translation>
    </message>
    <message>
        <source>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</source>
        <translation>Combien de fois plus un bot plus fort à la place 1 (%1) gagne que la moyenne des plus faibles (%2) aux autres places, sur %L3 parties&#xa0;: plus d’habileté ou plus de chance&#xa0;?</translation>
    </message>
    <message>
        <source>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</source>
        <translation>Lancez une comparaison&#xa0;: les mesures d’un bon jeu pour les deux règles apparaissent ici, chacune avec son intervalle à 95&#xa0;%.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n écart avec les règles de base testé, %1 dont l’intervalle exclut zéro (en gras). Même si les règles modifiées ne changeaient rien, environ %2 excluraient zéro par le seul hasard.</numerusform>
            <numerusform>%n écarts avec les règles de base testés, %1 dont l’intervalle exclut zéro (en gras). Même si les règles modifiées ne changeaient rien, environ %2 excluraient zéro par le seul hasard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</source>
        <translation>Cochez « Mesurer aussi l’habileté » et relancez pour le gradient d’habileté.</translation>
    </message>
    <message>
        <source>Measures</source>
        <extracomment>The lab&apos;s page of the measures of a good game (balance, duration, drama, skill).</extracomment>
        <translation>Mesures</translation>
    </message>
    <message>
        <source>Also measure skill, under both rules:</source>
        <extracomment>Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).</extracomment>
        <translation>Mesurer aussi l’habileté, avec les deux règles&#xa0;:</translation>
    </message>
    <message>
        <source>Normal vs random</source>
        <extracomment>A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).</extracomment>
        <translation>Normal contre hasard</translation>
    </message>
    <message>
        <source>Hard vs normal (slow)</source>
        <extracomment>A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).</extracomment>
        <translation>Difficile contre normal (lent)</translation>
    </message>
    <message>
        <source>Cancelled while measuring skill (%3&#xa0;s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</source>
        <translation>Annulé pendant la mesure de l’habileté (%3&#xa0;s)&#xa0;: la comparaison est complète, le gradient d’habileté porte sur %L1 parties sur %L2.</translation>
    </message>
    <message>
        <source>%1 at %2% of the game: %3 (%4)</source>
        <translation>%1 à %2 % de la partie&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>Leader&apos;s margin</source>
        <translation>Avance du meneur</translation>
    </message>
    <message>
        <source>Leader&apos;s score</source>
        <translation>Score du meneur</translation>
    </message>
    <message>
        <source>Total of all scores</source>
        <translation>Total de tous les scores</translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Cartes restant à piocher</translation>
    </message>
    <message>
        <source>Over the course of a game</source>
        <translation>Au fil d&apos;une partie</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Mesure&#xa0;:</translation>
    </message>
    <message>
        <source>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</source>
        <translation>Ce que le graphique suit au fil de la partie&#xa0;: le meilleur score moins le deuxième, le meilleur score, tous les scores additionnés, ou les cartes restant à piocher</translation>
    </message>
    <message>
        <source>Over the course of a game: %1</source>
        <translation>Au fil d&apos;une partie&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game played (%)</source>
        <translation>Partie jouée (%)</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it is open read-only.</source>
        <translation>Pas conservée dans le carnet&#xa0;: il est ouvert en lecture seule.</translation>
    </message>
    <message>
        <source>Not kept in the notebook: %1</source>
        <translation>Pas conservée dans le carnet&#xa0;: %1</translation>
    </message>
    <message>
        <source>Kept in the notebook.</source>
        <translation>Conservée dans le carnet.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range a rule may take in a search: from one value to another.
----------
The counts of a card across many suits, from the least to the most (&quot;0 to 3&quot;).</extracomment>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it cannot be opened (%1).</source>
        <translation>Pas conservée dans le carnet&#xa0;: il ne peut pas être ouvert (%1).</translation>
    </message>
    <message>
        <source>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</source>
        <translation>L’écart entre les taux de victoire des places, telles qu’elles sont assises&#xa0;: le taux de la meilleure place moins celui de la moins bonne. Son intervalle tient compte du fait que ces deux places sont choisies dans les mêmes parties, et n’exclut zéro que si le test d’égalité des places trouve une différence.</translation>
    </message>
    <message>
        <source>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</source>
        <translation>L’écart entre les taux de victoire selon le rang dans l’ordre du tour&#xa0;: celui du meilleur rang moins celui du moins bon. Son intervalle tient compte du fait que ces deux rangs sont choisis dans les mêmes parties.</translation>
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
        <translation>Les taux de victoire des places diffèrent au-delà du hasard (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the seats&apos; win rates apart (%1).</source>
        <translation>Ces parties ne permettent pas de distinguer les taux de victoire des places (%1).</translation>
    </message>
    <message>
        <source>The places&apos; win rates differ beyond chance (%1).</source>
        <translation>Les taux de victoire des rangs dans l’ordre du tour diffèrent au-delà du hasard (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the places&apos; win rates apart (%1).</source>
        <translation>Ces parties ne permettent pas de distinguer les taux de victoire des rangs dans l’ordre du tour (%1).</translation>
    </message>
    <message>
        <source>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</source>
        <translation>Équilibre des places&#xa0;: avec aucune de ces règles les taux de victoire des places ne diffèrent au-delà du hasard (un test d’égalité des places au seuil de 5&#xa0;%).</translation>
    </message>
    <message>
        <source>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</source>
        <translation>Équilibre des places&#xa0;: avec %1, les taux de victoire des places diffèrent au-delà du hasard (un test d’égalité des places au seuil de 5&#xa0;%).</translation>
    </message>
    <message>
        <source>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</source>
        <translation>L’intervalle de chaque écart tient compte du fait que ses deux places sont choisies dans les mêmes parties&#xa0;: là où il exclut zéro, les places diffèrent au-delà du hasard.</translation>
    </message>
    <message>
        <source>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</source>
        <translation>Aucune&#xa0;: aucune différence ne se distingue, ces parties ne permettent donc pas de départager les règles. Davantage de parties resserrent les intervalles.</translation>
    </message>
    <message numerus="yes">
        <source>Notable: a difference that stands out after Holm&apos;s correction over all the %n difference(s) tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</source>
        <extracomment>Below the notable differences of a comparison.</extracomment>
        <translation>
            <numerusform>Notable&#xa0;: une différence qui se distingue après la correction de Holm sur la %n différence testée ici, de sorte que, même si les règles ne changeaient rien, la probabilité d’en citer une est de 5&#xa0;%.</numerusform>
            <numerusform>Notable&#xa0;: une différence qui se distingue après la correction de Holm sur l’ensemble des %n différences testées ici, de sorte que, même si les règles ne changeaient rien, la probabilité d’en citer une est de 5&#xa0;%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</source>
        <translation>
            <numerusform>%n différence avec les règles de base testée&#xa0;; %1 se distinguent après la correction de Holm (en gras), de sorte que, même si aucune règle maison ne changeait rien, la probabilité d’en marquer une est de 5&#xa0;%.</numerusform>
            <numerusform>%n différences avec les règles de base testées&#xa0;; %1 se distinguent après la correction de Holm sur l’ensemble (en gras), de sorte que, même si aucune règle maison ne changeait rien, la probabilité d’en marquer une est de 5&#xa0;%.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</source>
        <translation>Le bot de recherche à la place 1 contre des bots heuristiques, avec les deux règles&#xa0;: autant de parties qu’il en faut pour un gradient à ±3&#xa0;points près (%L1 à quatre joueurs), lentement car il réfléchit à chaque coup. Au lancement, le labo en chronomètre quelques-unes et indique la durée du reste&#xa0;; au-delà de %2&#xa0;minutes, il ne les joue pas et indique qu’on ne peut pas conclure.</translation>
    </message>
    <message>
        <source>Cannot tell (±%1)</source>
        <extracomment>A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. &quot;8.4&quot;.</extracomment>
        <translation>Impossible à dire (±%1)</translation>
    </message>
    <message>
        <source>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</source>
        <translation>Son intervalle à 95&#xa0;% est de ±%1&#xa0;points, plus large que ±3&#xa0;: ces %L2 parties ne permettent pas de dire combien l’habileté compte avec ces règles. Environ %L3 parties le permettraient.</translation>
    </message>
    <message>
        <source>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 45 minutes&quot;; %3: the lab&apos;s limit in minutes.</extracomment>
        <translation>Un gradient à ±3&#xa0;points près demande %L1 parties avec les deux règles, %2 sur cet ordinateur&#xa0;: plus que la limite de %3&#xa0;minutes du labo, il n’a donc pas été joué. La ligne de commande (houserules-cli simulate --skill hard) n’a pas cette limite.</translation>
    </message>
    <message>
        <source>Cannot tell</source>
        <translation>Impossible à dire</translation>
    </message>
    <message>
        <source>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</source>
        <translation>Chaque partie est jouée avec les deux règles et la même graine, si bien que la chance de la donne s’annule pour l’essentiel. Un écart se lit règles modifiées moins règles de base&#xa0;; ± est la demi-largeur de son intervalle à 95&#xa0;%. Un écart compris dans son ± peut n’être que du bruit, et parmi de nombreux écarts quelques-uns excluent zéro par hasard&#xa0;: seuls ceux qui se distinguent après la correction de Holm sur l’ensemble ont droit à une phrase.</translation>
    </message>
    <message>
        <source>Candidates tried</source>
        <translation>Candidats essayés</translation>
    </message>
    <message>
        <source>Still in the race</source>
        <translation>Encore en course</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Écartés</translation>
    </message>
    <message>
        <source>Breaks a requirement</source>
        <translation>Manque une exigence</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Meilleur jusqu’ici</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidat</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n écart entre %1 et %2 testé, %3 dont l’intervalle exclut zéro (en gras). Même si les deux règles se jouaient de la même façon, environ %4 excluraient zéro par le seul hasard.</numerusform>
            <numerusform>%n écarts entre %1 et %2 testés, %3 dont l’intervalle exclut zéro (en gras). Même si les deux règles se jouaient de la même façon, environ %4 excluraient zéro par le seul hasard.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands out from the mean of the grid, %1.</source>
        <translation>Se distingue de la moyenne de la grille, %1.</translation>
    </message>
    <message>
        <source>≈ Cannot be told apart from the mean of the grid, %1.</source>
        <translation>≈ Impossible à distinguer de la moyenne de la grille, %1.</translation>
    </message>
    <message>
        <source>mean %1</source>
        <extracomment>Beside the middle of the heatmap&apos;s colour scale: %1 is the mean of the grid&apos;s cells.</extracomment>
        <translation>moyenne %1</translation>
    </message>
    <message>
        <source>No cell stands out from the mean: every difference is within the noise.</source>
        <translation>Aucune case ne se distingue de la moyenne&#xa0;: chaque écart reste dans le bruit.</translation>
    </message>
    <message>
        <source>Cannot be told apart from the mean at this number of games.</source>
        <translation>Impossible à distinguer de la moyenne à ce nombre de parties.</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</source>
        <translation>Un balayage prend de 1 à %1&#xa0;valeurs, écrites 2..6 ou 2,3,5, ou pour une liste [1..6], [1..8]&#xa0;; pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>The unit of a target on a difference of win rates.
----------
The unit of a difference between win rates, in percentage points.</extracomment>
        <translation>points</translation>
    </message>
    <message>
        <source>per game</source>
        <extracomment>The unit of a target on a game&apos;s figure counted per game.</extracomment>
        <translation>par partie</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>décisions</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>tours</translation>
    </message>
    <message>
        <source>rounds</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>manches</translation>
    </message>
    <message>
        <source>Add at least one rule that may change.</source>
        <translation>Ajoutez au moins une règle qui peut changer.</translation>
    </message>
    <message>
        <source>Add at least one target.</source>
        <translation>Ajoutez au moins un objectif.</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <extracomment>A target: %1 a number, %2 its unit (&quot;at most 30 %&quot;).</extracomment>
        <translation>au plus %1 %2</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>au moins %1 %2</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A target: between two numbers, %3 their unit (&quot;40 to 60 decisions&quot;).</extracomment>
        <translation>de %1 à %2 %3</translation>
    </message>
    <message>
        <source>required</source>
        <extracomment>A target every proposal must meet.</extracomment>
        <translation>exigé</translation>
    </message>
    <message>
        <source>goal, weight %1</source>
        <translation>objectif, poids %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>A figure with its 95% interval: &quot;1.2 (−0.4 to 2.8)&quot;.</extracomment>
        <translation>%1 (de %2 à %3)</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies within the target.</extracomment>
        <translation>atteint</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies outside the target.</extracomment>
        <translation>manqué</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <extracomment>A target against a proposal&apos;s figure: its 95% interval reaches both inside and outside the target.</extracomment>
        <translation>impossible à dire</translation>
    </message>
    <message>
        <source>Choose what may change and what the game should look like, then start the search.</source>
        <translation>Choisissez ce qui peut changer et à quoi la partie doit ressembler, puis lancez la recherche.</translation>
    </message>
    <message>
        <source>Playing the best again on fresh games, with the edited rules alongside…</source>
        <translation>Les meilleurs sont rejoués sur de nouvelles parties, à côté des règles modifiées…</translation>
    </message>
    <message>
        <source>Round %1 of at most %2: %3 of %4 candidates played</source>
        <extracomment>While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.</extracomment>
        <translation>Tour %1 sur %2 au plus : %3 candidats joués sur %4</translation>
    </message>
    <message>
        <source>Measuring how fast this machine plays…</source>
        <translation>Mesure de la vitesse de jeu de cet ordinateur…</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · encore environ %2</translation>
    </message>
    <message>
        <source>Best so far: none yet.</source>
        <translation>Meilleur jusqu’ici : aucun pour l’instant.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A figure of the best so far: &quot;First player advantage 1.2 (−0.4 to 2.8) points&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Best so far: %1, on %L2 games: %3</source>
        <extracomment>%1 the rules&apos; values, %2 the games it played, %3 its figures.</extracomment>
        <translation>Meilleur jusqu’ici : %1, sur %L2 parties : %3</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposition</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Ouvrir dans l’éditeur</translation>
    </message>
    <message>
        <source>A new house rule with these values, not yet saved</source>
        <translation>Une nouvelle règle maison avec ces valeurs, pas encore enregistrée</translation>
    </message>
    <message>
        <source>The edited rules</source>
        <translation>Les règles modifiées</translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 parties dans la recherche sur %n candidat, %L2 refusés par les règles et jamais joués.</numerusform>
            <numerusform>%L1 parties dans la recherche sur %n candidats, %L2 refusés par les règles et jamais joués.</numerusform>
        </translation>
    </message>
    <message>
        <source>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</source>
        <translation>Les propositions ont été rejouées sur %L1 nouvelles parties chacune, chaque partie aussi avec les règles modifiées : chaque chiffre avec son intervalle à 95 % sur ces seules parties. Atteint : tout l’intervalle est dans l’objectif ; impossible à dire : il déborde de part et d’autre.</translation>
    </message>
    <message>
        <source>Cancelled: the best so far, on the search&apos;s games only.</source>
        <translation>Annulé : les meilleurs jusqu’ici, sur les seules parties de la recherche.</translation>
    </message>
    <message>
        <source>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</source>
        <translation>Le budget en temps a donné %L1 parties sur cet ordinateur : relancez la recherche avec autant de parties pour obtenir les mêmes propositions.</translation>
    </message>
    <message>
        <source>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</source>
        <translation>Indiquez quelles règles peuvent changer et à quoi la partie doit ressembler : la recherche essaie des règles dans ces plages sur les mêmes parties, écarte celles qui sont nettement moins bonnes et rejoue les meilleures sur de nouvelles parties. Elle part des règles modifiées, avec les joueurs, les bots et la graine à gauche.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules that may change&lt;/b&gt;</source>
        <translation>&lt;b&gt;Règles qui peuvent changer&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;De</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>&amp;à</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Ajouter la règle</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Règle</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Plage</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the game should look like&lt;/b&gt;</source>
        <translation>&lt;b&gt;À quoi la partie doit ressembler&lt;/b&gt;</translation>
    </message>
    <message>
        <source>between</source>
        <extracomment>How a target is given: between two values.</extracomment>
        <translation>entre</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>au moins</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>au plus</translation>
    </message>
    <message>
        <source>about</source>
        <extracomment>How a target is given: a value give or take a tolerance.</extracomment>
        <translation>environ</translation>
    </message>
    <message>
        <source>a goal</source>
        <extracomment>A target the search weighs against the others.</extracomment>
        <translation>un objectif</translation>
    </message>
    <message>
        <source>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</source>
        <translation>Un objectif compte avec son poids ; une règle qui manque une exigence passe après toute règle qui les remplit toutes</translation>
    </message>
    <message>
        <source>&amp;weight</source>
        <translation>&amp;poids</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Ajouter l’objectif</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Voulu</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>games</source>
        <translation>parties</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <source>Games give the same search on every computer; minutes play as many games as this one manages in that time</source>
        <translation>En parties, la recherche est la même sur tout ordinateur ; en minutes, celui-ci joue autant de parties qu’il le peut dans ce temps</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <extracomment>Starts the search for a rule.</extracomment>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>Stop the search and keep the best so far</source>
        <translation>Arrêter la recherche et garder les meilleurs jusqu’ici</translation>
    </message>
    <message>
        <source>Find a rule</source>
        <extracomment>The lab&apos;s page that searches for the house rule that makes the game look as the designer wants.</extracomment>
        <translation>Trouver une règle</translation>
    </message>
    <message>
        <source>Search cancelled after %L1 games (%2&#xa0;s): the best so far, on the search&apos;s games only.</source>
        <translation>Recherche annulée après %L1 parties (%2 s) : les meilleurs jusqu’ici, sur les seules parties de la recherche.</translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2&#xa0;s: %n proposal(s).</source>
        <translation>
            <numerusform>Recherche de %L1 parties en %2 s : %n proposition.</numerusform>
            <numerusform>Recherche de %L1 parties en %2 s : %n propositions.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>Recherche d’une règle pendant %n minute…</numerusform>
            <numerusform>Recherche d’une règle pendant %n minutes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching for a rule in %L1 games…</source>
        <translation>Recherche d’une règle en %L1 parties…</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.</extracomment>
        <translation>%1, avec %2</translation>
    </message>
    <message>
        <source>Distance from the targets</source>
        <translation>Écart aux objectifs</translation>
    </message>
    <message>
        <source>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</source>
        <translation>Chaque point est une règle essayée : l’écart de ses chiffres aux objectifs sur les parties qu’elle a jouées (0 : tous les objectifs atteints). Une règle qui manque une exigence est placée en haut.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n candidate(s) in %1.</source>
        <translation>
            <numerusform>%n candidat examiné en %1.</numerusform>
            <numerusform>%n candidats examinés en %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour de recherche</numerusform>
            <numerusform>%n tours de recherche</numerusform>
        </translation>
    </message>
    <message>
        <source>per player and game</source>
        <translation>par joueur et par partie</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2…</source>
        <extracomment>A sweep over values as written: %1 the parameter, %2 its values (&quot;[1..6], [1..8]&quot;).</extracomment>
        <translation>Balayage de %1 sur %2…</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2 and %3 over %4…</source>
        <translation>Balayage de %1 sur %2 et de %3 sur %4…</translation>
    </message>
    <message>
        <source>Card values</source>
        <extracomment>The numbered cards of a deck, swept as a list of their values.</extracomment>
        <translation>Valeurs des cartes</translation>
    </message>
    <message>
        <source>for example %1, %2</source>
        <extracomment>An example of a list parameter&apos;s candidates in a search, as a placeholder: two lists.
----------
An example of a list parameter&apos;s values in a sweep, as a placeholder: two lists.</extracomment>
        <translation>par exemple %1, %2</translation>
    </message>
    <message>
        <source>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</source>
        <translation>Aucune case ne se distingue&#xa0;: à ce nombre de parties, chaque case reste dans le bruit autour de la moyenne de la grille, %1, et toutes sont donc grises (≈).</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n&#xa0;case se distingue de la moyenne de la grille, %1, et est colorée selon l’écart&#xa0;; les grises (≈) ne s’en distinguent pas.</numerusform>
            <numerusform>%n&#xa0;cases se distinguent de la moyenne de la grille, %1, et sont colorées selon l’écart&#xa0;; les grises (≈) ne s’en distinguent pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in every seat</source>
        <translation>%1 à chaque place</translation>
    </message>
    <message>
        <source>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</source>
        <translation>Aucune case ne se distingue de la moyenne de la grille, %1&#xa0;: chaque écart reste dans le bruit.</translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>En couleur&#xa0;: la %n&#xa0;case qui se distingue de la moyenne de la grille, %1&#xa0;; en gris (≈)&#xa0;: les autres.</numerusform>
            <numerusform>En couleur&#xa0;: les %n&#xa0;cases qui se distinguent de la moyenne de la grille, %1&#xa0;; en gris (≈)&#xa0;: les autres.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intervals are 95%.</source>
        <translation>Les intervalles sont à 95&#xa0;%.</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <extracomment>Before a list parameter&apos;s values in a sweep, each a whole list: &quot;[1..6], [1..8]&quot;.</extracomment>
        <translation>&amp;Valeurs&#xa0;:</translation>
    </message>
    <message>
        <source>Val&amp;ues:</source>
        <translation>Va&amp;leurs&#xa0;:</translation>
    </message>
    <message>
        <source>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</source>
        <translation>Une liste par valeur du balayage, comme en ligne de commande&#xa0;: par exemple [1..10], [1..8], [0,2,4,6,8].</translation>
    </message>
    <message>
        <source>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</source>
        <translation>Un balayage joue les règles modifiées avec un paramètre réglé tour à tour sur chaque valeur, chaque valeur avec les mêmes graines. La bande autour d’une courbe est son intervalle à 95&#xa0;%. La valeur la plus équilibrée est celle où la place qui gagne le plus et celle qui gagne le moins sont les plus proches&#xa0;; elle n’est marquée que si elle se distingue des autres de plus que l’incertitude. Une grille de deux paramètres ne colore que les cases qui se distinguent de sa moyenne&#xa0;; les autres sont grises.</translation>
    </message>
    <message>
        <source>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2&#xa0;parties par case sur les mêmes graines, graine %3&#xa0;; joueurs ordinateur&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2&#xa0;parties par valeur sur les mêmes graines, graine %3&#xa0;; joueurs ordinateur&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</source>
        <translation>Pour chaque type de carte : le taux de victoire des joueurs qui l’avaient dans leur main de départ, et de ceux qui l’ont jouée, face à tous les autres (comme « taux de victoire quand piochée »). C’est ce qui va de pair avec la victoire, pas ce qui fait gagner : un joueur ordinateur joue peut-être une carte d’une main qui perdait de toute façon. Les places sont regroupées : donnez donc le même joueur ordinateur à chaque place.</translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>Le tableau compte %n test, les deux colonnes ensemble ; même si aucune carte n’allait de pair avec la victoire, environ %1 d’entre eux aurait un intervalle qui exclut zéro par le seul hasard. Un écart n’est donc en gras que s’il se distingue après la correction de Holm pour tous : %2 ici.</numerusform>
            <numerusform>Le tableau compte %n tests, les deux colonnes ensemble ; même si aucune carte n’allait de pair avec la victoire, environ %1 d’entre eux auraient un intervalle qui exclut zéro par le seul hasard. Un écart n’est donc en gras que s’il se distingue après la correction de Holm pour tous : %2 ici.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stands out)</source>
        <extracomment>A card kind in the list of the controlled impact, %1 its name.</extracomment>
        <translation>%1 (se distingue)</translation>
    </message>
    <message>
        <source>Controlled impact: what a card does</source>
        <translation>Impact contrôlé : ce que fait une carte</translation>
    </message>
    <message>
        <source>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</source>
        <translation>Le tableau ci-dessus montre quelles cartes vont de pair avec la victoire, pas pourquoi : un joueur ordinateur joue peut-être une carte d’une main qui perdait de toute façon. Pour voir ce que fait une carte, jouez les règles avec une carte de ce type en moins et avec une en plus, chacune contre les règles telles qu’elles sont, avec les mêmes graines : les écarts ci-dessous sont alors le fait de la carte.</translation>
    </message>
    <message>
        <source>C&amp;ard:</source>
        <translation>C&amp;arte :</translation>
    </message>
    <message>
        <source>These rules have no cards.</source>
        <translation>Ces règles n’ont pas de cartes.</translation>
    </message>
    <message>
        <source>Choose a card and play: each change takes the games set on the left, with their seed.</source>
        <translation>Choisissez une carte et jouez : chaque changement joue les parties réglées à gauche, avec leur graine.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2 : %n carte de ce type ; %L3 parties pour chaque changement, avec les mêmes graines. Un écart est le changement moins les règles telles qu’elles sont, en gras là où son intervalle à 95 % exclut zéro.</numerusform>
            <numerusform>%1, %2 : %n cartes de ce type ; %L3 parties pour chaque changement, avec les mêmes graines. Un écart est le changement moins les règles telles qu’elles sont, en gras là où son intervalle à 95 % exclut zéro.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card fewer cannot be played: these rules have no %1 card.</source>
        <translation>Une carte de moins est impossible : ces règles n’ont aucune carte « %1 ».</translation>
    </message>
    <message>
        <source>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</source>
        <translation>Une carte de plus est impossible : ces règles en ont déjà %L1, le maximum d’un même type que le jeu permet.</translation>
    </message>
    <message>
        <source>One card fewer cannot be played: %1</source>
        <translation>Une carte de moins est impossible : %1</translation>
    </message>
    <message>
        <source>One card more cannot be played: %1</source>
        <translation>Une carte de plus est impossible : %1</translation>
    </message>
    <message>
        <source>Cancelled: the differences cover the games played.</source>
        <translation>Annulé : les écarts portent sur les parties jouées.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Chiffre</translation>
    </message>
    <message>
        <source>One card fewer (%L1 → %L2)</source>
        <translation>Une carte de moins (%L1 → %L2)</translation>
    </message>
    <message>
        <source>One card more (%L1 → %L2)</source>
        <translation>Une carte de plus (%L1 → %L2)</translation>
    </message>
    <message>
        <source>Win rate, %1</source>
        <extracomment>A row of the controlled impact: the win rate of a seat (&quot;Seat 1&quot;), in points.</extracomment>
        <translation>Taux de victoire, %1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Durée de la partie (décisions)</translation>
    </message>
    <message>
        <source>The base rules must come from a file to play them with a card more or fewer.</source>
        <translation>Les règles de base doivent venir d’un fichier pour être jouées avec une carte de plus ou de moins.</translation>
    </message>
    <message>
        <source>Could not write the edited rules to play them with a card more or fewer.</source>
        <translation>Impossible d’écrire les règles modifiées pour les jouer avec une carte de plus ou de moins.</translation>
    </message>
    <message>
        <source>Controlled impact of %1 cancelled after %L2 games (%3&#xa0;s): the differences cover those games.</source>
        <translation>Impact contrôlé de %1 annulé après %L2 parties (%3 s) : les écarts portent sur ces parties.</translation>
    </message>
    <message>
        <source>Controlled impact of %1: %L2 games for each change in %3&#xa0;s.</source>
        <translation>Impact contrôlé de %1 : %L2 parties par changement en %3 s.</translation>
    </message>
    <message>
        <source>Play with one fewer and one &amp;more</source>
        <translation>Jouer avec une de moins et une de &amp;plus</translation>
    </message>
    <message>
        <source>Playing one %1 fewer and one more, %L2 games each…</source>
        <extracomment>%1 is a card kind; each change plays %L2 games.</extracomment>
        <translation>Parties avec une carte %1 de moins et une de plus, %L2 chacune…</translation>
    </message>
    <message>
        <source>Skill gradient</source>
        <extracomment>A target on how much better a good player does than random ones (the skill gradient).</extracomment>
        <translation>Gradient d’habileté</translation>
    </message>
    <message>
        <source>at most %1 %2 from the edited rules</source>
        <extracomment>A target relative to the edited rules&apos; figure: &quot;at most +0 decisions from the edited rules&quot;.</extracomment>
        <translation>au plus %1 %2 par rapport aux règles modifiées</translation>
    </message>
    <message>
        <source>at least %1 %2 from the edited rules</source>
        <translation>au moins %1 %2 par rapport aux règles modifiées</translation>
    </message>
    <message>
        <source>%1 to %2 %3 from the edited rules</source>
        <translation>de %1 à %2 %3 par rapport aux règles modifiées</translation>
    </message>
    <message>
        <source>from the edited rules</source>
        <extracomment>A target&apos;s values are a change from the edited rules&apos; own figure (&quot;at most +0&quot;: no more than today).</extracomment>
        <translation>par rapport aux règles modifiées</translation>
    </message>
    <message>
        <source>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</source>
        <translation>Les valeurs sont un écart par rapport à ce que donnent les règles modifiées, mesuré sur les mêmes parties&#xa0;: «&#xa0;au plus +0 décisions&#xa0;» veut dire pas plus long qu’aujourd’hui</translation>
    </message>
    <message>
        <source>The base rules must come from a file to search for a rule.</source>
        <translation>Les règles de base doivent venir d’un fichier pour chercher une règle.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the search: %1</source>
        <translation>Impossible de créer un dossier temporaire pour la recherche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the search.</source>
        <translation>Impossible d’écrire les règles modifiées pour la recherche.</translation>
    </message>
    <message>
        <source>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</source>
        <translation>Écrivez chaque liste que la règle peut prendre entre crochets, séparées par des virgules&#xa0;: %1, [1..6]</translation>
    </message>
    <message>
        <source>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</source>
        <translation>Chacune des autres propositions diffère de la première sur une cible où cela compte (appariées sur les mêmes parties, corrigé pour le nombre de comparaisons).</translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>Les parties ne distinguent pas la proposition %1 de la première&#xa0;: sur chaque cible, les deux l’atteignent, ou la différence peut être nulle (appariées sur les mêmes parties, corrigé pour le nombre de comparaisons). Choisissez selon ce qui compte d’autre pour vous.</numerusform>
            <numerusform>Les parties ne distinguent pas les propositions %1 de la première&#xa0;: sur chaque cible, les deux l’atteignent, ou la différence peut être nulle (appariées sur les mêmes parties, corrigé pour le nombre de comparaisons). Choisissez selon ce qui compte d’autre pour vous.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <extracomment>Before the lists a list rule may take in a search (&quot;[1..10], [0..10]&quot;).</extracomment>
        <translation>&amp;Listes</translation>
    </message>
    <message>
        <source>Rules that may change</source>
        <translation>Règles qui peuvent changer</translation>
    </message>
    <message>
        <source>Remove the chosen rule</source>
        <translation>Retirer la règle choisie</translation>
    </message>
    <message>
        <source>Wanted value, or the lowest</source>
        <translation>Valeur voulue, ou la plus basse</translation>
    </message>
    <message>
        <source>Highest wanted value, or how far from it</source>
        <translation>Valeur voulue la plus haute, ou l’écart permis</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Objectifs</translation>
    </message>
    <message>
        <source>Remove the chosen target</source>
        <translation>Retirer l’objectif choisi</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Règles trouvées</translation>
    </message>
    <message>
        <source>Chart, empty until a run</source>
        <translation>Graphique, vide jusqu’à une simulation</translation>
    </message>
    <message>
        <source>Axes: %1.</source>
        <extracomment>Said of a chart by a screen reader: the titles of its axes.</extracomment>
        <translation>Axes&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <extracomment>Said of a chart by a screen reader: the lines, bars or points it draws.</extracomment>
        <translation>Tracé&#xa0;: %1.</translation>
    </message>
    <message>
        <source>House rules to play side by side</source>
        <translation>Règles maison à jouer côte à côte</translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message>
        <source>Print the &amp;backs on every other page (both sides, flip on the long edge)</source>
        <translation>Imprimer les &amp;dos une page sur deux (recto verso, retournement sur le bord long)</translation>
    </message>
    <message>
        <source>Print deck: %1</source>
        <translation>Imprimer les cartes&#xa0;: %1</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>&amp;Paper:</source>
        <translation>&amp;Papier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Enregistrer en PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
    <message>
        <source>deck</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>Save the deck as PDF</source>
        <translation>Enregistrer les cartes en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Les cartes n’ont pas été enregistrées</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
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
        <source>&amp;View of:</source>
        <translation>&amp;Point de vue&#xa0;:</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Coups joués</translation>
    </message>
    <message>
        <source>Drag to go to any move of the game</source>
        <translation>Faites glisser pour aller à n’importe quel coup de la partie</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
</context>
<context>
    <name>RulesControls</name>
    <message>
        <source>Left, Right</source>
        <translation>Flèche gauche, droite</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Flèche haut, bas</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Entrée, Espace</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Commandes</translation>
    </message>
    <message>
        <source>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</source>
        <translation>Tout se joue à la souris ou au clavier seul. Ce que vous pouvez faire maintenant s’éclaire sur la table, et la ligne sous la table dit ce que le jeu attend.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Souris</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>À chaque table</translation>
    </message>
    <message>
        <source>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</source>
        <translation>Un conseil : l’ordinateur essaie les coups que vous pouvez jouer et désigne celui qu’il choisirait. Entrée ou Espace le joue ; toute autre touche ou tout clic est un choix de votre part.</translation>
    </message>
    <message>
        <source>These rules, for the game on the table.</source>
        <translation>Ces règles, pour le jeu sur la table.</translation>
    </message>
    <message>
        <source>Save the game, or load a saved one.</source>
        <translation>Enregistrez la partie, ou chargez-en une enregistrée.</translation>
    </message>
    <message>
        <source>A click or a key while something moves</source>
        <translation>Un clic ou une touche pendant un mouvement</translation>
    </message>
    <message>
        <source>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</source>
        <translation>Montre la table telle qu’elle est ; aucun coup n’est joué, donc rien ne se joue que vous n’ayez vu.</translation>
    </message>
    <message>
        <source>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</source>
        <translation>À plusieurs devant un seul écran, un rideau cache la table entre les tours. Quand les autres détournent les yeux, le joueur suivant appuie sur Entrée ou Espace, ou clique le bouton du rideau.</translation>
    </message>
    <message>
        <source>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</source>
        <translation>Laisse les joueurs ordinateur continuer quand ils vous attendent (comme le bouton Continuer à côté de la table). Si leur rythme est réglé sur Attendre une touche dans les Réglages, ils attendent avant chacun de leurs coups.</translation>
    </message>
    <message>
        <source>Copy the deal number shown under the game log.</source>
        <translation>Copier le numéro de donne affiché sous le journal de la partie.</translation>
    </message>
    <message>
        <source>Close the guide of a guided first round.</source>
        <translation>Fermer le guide d’une première manche guidée.</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Commencer une nouvelle partie.</translation>
    </message>
    <message>
        <source>Settings: the pace of the moves and of the computer players, the language and more.</source>
        <translation>Réglages : le rythme des coups et des joueurs ordinateur, la langue et plus encore.</translation>
    </message>
    <message>
        <source>Quit. The game is kept: the start page offers to go on with it.</source>
        <translation>Quitter. La partie est gardée : la page d’accueil propose de la reprendre.</translation>
    </message>
    <message>
        <source>Alt and an underlined letter</source>
        <translation>Alt et une lettre soulignée</translation>
    </message>
    <message>
        <source>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</source>
        <translation>Ouvre un menu ; dedans, la lettre soulignée choisit. Tout ce qui est dans les menus se fait ainsi, même ce qui n’a pas de touche à soi (recommencer la même donne, la fin de la partie, revoir une partie, retour à la page d’accueil).</translation>
    </message>
    <message>
        <source>Tab, Space, Escape in a window</source>
        <translation>Tab, Espace, Échap dans une fenêtre</translation>
    </message>
    <message>
        <source>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</source>
        <translation>Dans une fenêtre qui s’ouvre (la fin de la partie, les réglages), Tab passe d’un bouton au suivant, Espace l’actionne, Entrée actionne celui qui est mis en avant, Échap ferme la fenêtre.</translation>
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
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Enregistrer en &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the rules as PDF</source>
        <translation>Enregistrer les règles en PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The rules were not saved</source>
        <translation>Les règles n’ont pas été enregistrées</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>%1 (this game)</source>
        <translation>%1 (cette partie)</translation>
    </message>
</context>
<context>
    <name>RulesPrinter</name>
    <message>
        <source>These are the rules as published.</source>
        <translation>Ce sont les règles telles que publiées.</translation>
    </message>
    <message>
        <source>What this house rule changes from %1</source>
        <translation>Ce que cette règle maison change par rapport à %1</translation>
    </message>
    <message>
        <source>Its numbers and its deck are those of the base.</source>
        <translation>Ses nombres et ses cartes sont ceux de la base.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
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
        <translation>&amp;Titre&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fichier&#xa0;:</translation>
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
        <translation>Les règles fournies ne peuvent pas être modifiées&#xa0;: choisissez un fichier dans un autre dossier.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>C’est le fichier des règles sur lesquelles elle se fonde&#xa0;: choisissez un autre nom.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 existe déjà. Le remplacer par cette règle maison&#xa0;?</translation>
    </message>
    <message>
        <source>Another variant of this game is called “%1” already (%2): choose another title.</source>
        <translation>Une autre variante de ce jeu s’appelle déjà «&#xa0;%1&#xa0;» (%2)&#xa0;: choisissez un autre titre.</translation>
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
        <source>Computer &amp;players:</source>
        <translation>Joueurs &amp;ordinateur&#xa0;:</translation>
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
    <message>
        <source>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</source>
        <translation>L’adresse d’un serveur commence par postgresql://, par exemple postgresql://anna@lab.example.org:5432/houserules.</translation>
    </message>
    <message>
        <source>The new notebook is used when Houserules is started again; editors open now keep the one they have.</source>
        <translation>Le nouveau carnet sera utilisé au prochain démarrage de Houserules&#xa0;; les éditeurs ouverts maintenant gardent le leur.</translation>
    </message>
    <message>
        <source>Every program of the team that names this server keeps its runs there, houserules-cli too.</source>
        <translation>Chaque programme de l’équipe qui nomme ce serveur y conserve ses simulations, houserules-cli aussi.</translation>
    </message>
    <message>
        <source>The runs are kept in a file in this computer&apos;s data folder.</source>
        <translation>Les simulations sont conservées dans un fichier du dossier de données de cet ordinateur.</translation>
    </message>
    <message>
        <source>&amp;Notebook:</source>
        <extracomment>Where the playtest lab&apos;s runs are kept.</extracomment>
        <translation>&amp;Carnet&#xa0;:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>On a team&apos;s PostgreSQL server</source>
        <translation>Sur le serveur PostgreSQL d’une équipe</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Serveur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Wait for me at each new deal</source>
        <translation>M’&amp;attendre à chaque nouvelle donne</translation>
    </message>
    <message>
        <source>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</source>
        <translation>Au début d’une partie et de chaque manche avec de nouvelles cartes, les joueurs ordinateur attendent un instant, pour que vous puissiez d’abord regarder votre main.</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</source>
        <translation>La vitesse à laquelle les cartes volent à leur place sur la table. Désactivé : tout se déplace aussitôt, et rien ne s’estompe.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</source>
        <translation>Combien de temps les joueurs ordinateur attendent avant de jouer, pour que vous puissiez les suivre. Attendre une touche : chacun de leurs coups attend que vous appuyiez sur Espace.</translation>
    </message>
    <message>
        <source>Wait for a key</source>
        <translation>Attendre une touche</translation>
    </message>
    <message>
        <source>C&amp;olours:</source>
        <extracomment>The colours of players, cards and charts, for people who see colours differently.</extracomment>
        <translation>Co&amp;uleurs&#xa0;:</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>colours</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Safe for colour blindness</source>
        <translation>Adaptées au daltonisme</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</source>
        <translation>Les couleurs des pions des joueurs, des cartes et des graphiques du labo. «&#xa0;Adaptées au daltonisme&#xa0;» les garde distinctes pour le daltonisme rouge-vert et bleu-jaune&#xa0;; les pions de chaque joueur portent aussi une forme, quelle que soit la palette.</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>&amp;Taille du texte sur la table&#xa0;:</translation>
    </message>
    <message>
        <source>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</source>
        <translation>Taille des noms, des nombres et des messages sur la table de jeu, à partir de la taille de police du bureau.</translation>
    </message>
    <message>
        <source>%1%</source>
        <extracomment>A text size in percent, such as &quot;150%&quot;.</extracomment>
        <translation>%1&#xa0;%</translation>
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
    <message>
        <source>The file could not be kept.</source>
        <translation>Le fichier n’a pas pu être conservé.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Le fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>The last game could not be continued: %1</source>
        <translation>La dernière partie n’a pas pu être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <source>The settings could not be read and start afresh.</source>
        <translation>Les réglages n’ont pas pu être lus&#xa0;; ils reprennent leurs valeurs par défaut.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>La dernière partie a été interrompue ; %n décision a pu être récupérée, et Reprendre repart de là.</numerusform>
            <numerusform>La dernière partie a été interrompue ; %n décisions ont pu être récupérées, et Reprendre repart de là.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay it</source>
        <translation>La revoir</translation>
    </message>
    <message>
        <source>Every move again, with every player&apos;s cards</source>
        <translation>Chaque coup à nouveau, avec les cartes de tous les joueurs</translation>
    </message>
    <message>
        <source>Save it…</source>
        <translation>L’enregistrer…</translation>
    </message>
    <message>
        <source>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</source>
        <translation>Le carnet des simulations du labo n’a pas pu être lu (%1)&#xa0;; un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The last game, played to the end: %1, %2 (%3).</source>
        <translation>La dernière partie, jouée jusqu’au bout&#xa0;: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Continue: %1, %2 (%3)</source>
        <translation>Reprendre&#xa0;: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <source>The rules chosen above, with pictures of the cards, a turn step by step and the controls</source>
        <translation>Les règles choisies ci-dessus, avec les cartes en images, un tour pas à pas et les commandes</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Pour exporter les simulations qu’on peut encore y lire&#xa0;: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n décision suivante n’a pu être lue en entier et a été laissée de côté.</numerusform>
            <numerusform>%n décisions suivantes n’ont pu être lues en entier et ont été laissées de côté.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover of %1</source>
        <translation>Couverture de %1</translation>
    </message>
    <message>
        <source>Rules to play %1 with</source>
        <translation>Règles pour jouer à %1</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nouvelle partie de %1</translation>
    </message>
    <message>
        <source>Edit the rules of %1</source>
        <translation>Modifier les règles de %1</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Comment jouer à %1</translation>
    </message>
    <message>
        <source>New house rule for %1</source>
        <translation>Nouvelle règle maison pour %1</translation>
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
    <name>TableView</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d’un indice…</translation>
    </message>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Les indices ne sont donnés que pendant votre tour.</translation>
    </message>
    <message>
        <source>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</source>
        <translation>Indice&#xa0;: le choix marqué. L’ordinateur a gagné avec lui %1&#xa0;% de ses parties d’essai.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <source>Hint: the marked choice is your only legal move.</source>
        <translation>Indice&#xa0;: le choix marqué est le seul coup permis.</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <extracomment>What a screen reader says of the table&apos;s result line (&quot;Ann won with 20 points&quot;).</extracomment>
        <translation>Comment la partie s’est terminée</translation>
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
    <message>
        <source>Title in %1</source>
        <translation>Titre (%1)</translation>
    </message>
    <message>
        <source>Description in %1</source>
        <translation>Description (%1)</translation>
    </message>
</context>
<context>
    <name>Tooltips</name>
    <message>
        <source>%1: %2</source>
        <extracomment>A tooltip: a card&apos;s or an area&apos;s name, then what it does (&quot;Skip: the next player misses a turn.&quot;).</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>circle</source>
        <translation>cercle</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>carré</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>The shape on a player&apos;s pieces, not the gem.</extracomment>
        <translation>losange</translation>
    </message>
    <message>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croix</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 removed</source>
        <translation>%1 en moins</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 en plus</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A value given for a number of players that the other rules do not give.</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <extracomment>A value for one number of players before and after: &quot;3 players: 6 → 8&quot;.</extracomment>
        <translation>%1&#xa0;: %2 → %3</translation>
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
        <translation>%1 contient les règles de base que ces règles étendent&#xa0;: enregistrez-les sous un autre nom.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>Le jeu refuserait ces règles&#xa0;:
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
        <translation>Valeur de base&#xa0;: %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Absent de la base</translation>
    </message>
</context>
<context>
    <name>WeBreakdown</name>
    <message>
        <source>1. The shares by business</source>
        <translation>1. Les parts par commerce</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <source>%1 (%2 shares)</source>
        <translation>%1 (%2 parts)</translation>
    </message>
    <message>
        <source>%1 ✓ = %2</source>
        <extracomment>A complete business in the breakdown: all its shares, counting as more, e.g. &quot;4 ✓ = 5&quot;.</extracomment>
        <translation>%1 ✓ = %2</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Commerces complets</translation>
    </message>
    <message>
        <source>Shares counted</source>
        <translation>Parts comptées</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Argent</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>broke: out</source>
        <translation>ruiné&#xa0;: éliminé</translation>
    </message>
    <message>
        <source>Each share counts 1; all the shares of one business in one hand count %1.</source>
        <translation>Chaque part compte 1&#xa0;; toutes les parts d’un commerce dans une même main comptent %1.</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Le gagnant</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares and %3: they share the win.</source>
        <translation>%1 sont à égalité avec %2 parts et %3&#xa0;: ils partagent la victoire.</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</source>
        <translation>%1 sont à égalité avec %2 parts&#xa0;; le plus d’argent départage&#xa0;: %3 gagne avec %4.</translation>
    </message>
    <message>
        <source>%1 wins with %2 shares counted.</source>
        <translation>%1 gagne avec %2 parts comptées.</translation>
    </message>
    <message>
        <source>3. The gunfighters</source>
        <translation>3. Les as de la gâchette</translation>
    </message>
    <message>
        <source>Gunfighter</source>
        <translation>As de la gâchette</translation>
    </message>
</context>
<context>
    <name>WeFigureTexts</name>
    <message>
        <source>Shares at the end</source>
        <translation>Parts à la fin</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Commerces complets</translation>
    </message>
    <message>
        <source>Bills at the end</source>
        <translation>Billets à la fin</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Ruiné</translation>
    </message>
    <message>
        <source>Players go broke %1 points more often (±%2).</source>
        <translation>Les joueurs sont ruinés %1 points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Players go broke %1 points less often (±%2).</source>
        <translation>Les joueurs sont ruinés %1 points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points more often (±%2).</source>
        <translation>La place %3 est ruinée %1 points plus souvent (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points less often (±%2).</source>
        <translation>La place %3 est ruinée %1 points moins souvent (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more shares (±%2).</source>
        <translation>Les joueurs finissent avec %1 parts de plus (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer shares (±%2).</source>
        <translation>Les joueurs finissent avec %1 parts de moins (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more shares (±%2).</source>
        <translation>La place %3 finit avec %1 parts de plus (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer shares (±%2).</source>
        <translation>La place %3 finit avec %1 parts de moins (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 more businesses a game (±%2).</source>
        <translation>Les joueurs complètent %1 commerces de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 fewer businesses a game (±%2).</source>
        <translation>Les joueurs complètent %1 commerces de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 more businesses a game (±%2).</source>
        <translation>La place %3 complète %1 commerces de plus par partie (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 fewer businesses a game (±%2).</source>
        <translation>La place %3 complète %1 commerces de moins par partie (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more bills (±%2).</source>
        <translation>Les joueurs finissent avec %1 billets de plus (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer bills (±%2).</source>
        <translation>Les joueurs finissent avec %1 billets de moins (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more bills (±%2).</source>
        <translation>La place %3 finit avec %1 billets de plus (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer bills (±%2).</source>
        <translation>La place %3 finit avec %1 billets de moins (±%2).</translation>
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
        <translation>Vous arrivez sur le cow-boy de %1 et l’attaquez : vous nommez un commerce dont vous avez tous deux des parts, et le perdant du duel cède une part de ce commerce.</translation>
    </message>
    <message>
        <source>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</source>
        <translation>Une case étoile : vous pouvez tirer une part du paquet étoile (encore %1). Les parts font gagner la partie.</translation>
    </message>
    <message>
        <source>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</source>
        <translation>Une case dollar : tirez une part du paquet dollar (encore %1), annoncez un jour de paie, ou braquez la banque.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</source>
        <translation>Une case as : tout le monde joue au poker d’as, chaque lancer misant une part, et la meilleure main remporte le pot.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</source>
        <translation>Une case as : tout le monde joue au poker d’as, %1 par lancer, et la meilleure main remporte le pot.</translation>
    </message>
    <message>
        <source>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</source>
        <translation>Une case dés : tout le monde mise des jetons sur le tapis de hasard, et vous lancez les trois dés.</translation>
    </message>
    <message>
        <source>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</source>
        <translation>Rien ne se passe sur une case pierre ; dans les parties d’essai, les autres cases à portée étaient cette fois moins bonnes pour vous.</translation>
    </message>
    <message>
        <source>Passing costs nothing; you keep your money for a better chance.</source>
        <translation>Passer ne coûte rien ; vous gardez votre argent pour une meilleure occasion.</translation>
    </message>
    <message>
        <source>Draw the top share: you see it first, and putting it back before you roll its price is free.</source>
        <translation>Tirez la part du dessus : vous la voyez d’abord, et la remettre avant de lancer son prix est gratuit.</translation>
    </message>
    <message>
        <source>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</source>
        <translation>Le jour de paie vous rapporte %1 : %2 par part, et un commerce entier compte pour %3.</translation>
    </message>
    <message>
        <source>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</source>
        <translation>Braquez la banque : si personne ne lance plus haut que vous, vous recevez %1 ; sinon, celui qui y arrive reçoit %2 et vous passez %3 tours.</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>une part</translation>
    </message>
    <message>
        <source>Stand with %1 and save the %2 another roll would cost.</source>
        <translation>Restez sur %1 et économisez le prix d’un autre lancer : %2.</translation>
    </message>
    <message>
        <source>Roll all five dice again (%1): nothing in this roll is worth keeping.</source>
        <translation>Relancez les cinq dés (%1) : rien dans ce lancer ne vaut d’être gardé.</translation>
    </message>
    <message>
        <source>Keep %1 and roll the others again (%2): a better combination beats %3.</source>
        <translation>Gardez %1 et relancez les autres (%2) : une meilleure combinaison bat %3.</translation>
    </message>
    <message>
        <source>Done: the chips you keep can be bet at the next game of hasard.</source>
        <translation>Terminé : les jetons que vous gardez pourront être misés au prochain hasard.</translation>
    </message>
    <message>
        <source>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</source>
        <translation>Rachetez un jeton pour %1 : on ne mise que des jetons, et un jeton gagnant revient avec son gain.</translation>
    </message>
    <message>
        <source>%1 wins almost half the time and pays %2 a chip.</source>
        <translation>%1 gagne presque une fois sur deux et paie %2 par jeton.</translation>
    </message>
    <message>
        <source>%1 wins less often than LOW or HIGH but pays %2 a chip.</source>
        <translation>%1 gagne moins souvent que BAS ou HAUT, mais paie %2 par jeton.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 and a share from the star deck.</source>
        <translation>%1 est rare, mais paie %2 et une part du paquet étoile.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 a chip.</source>
        <translation>%1 est rare, mais paie %2 par jeton.</translation>
    </message>
    <message>
        <source>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</source>
        <translation>Lancez trois dés et menez votre cow-boy dans la rue, %1 cases de chaque côté : les cases étoile et dollar vendent des parts, les cases as lancent un poker, les cases dés le hasard. Vous commencez avec %2 et %3 jetons ; les étoiles de votre as de la gâchette ne sont connues que de vous. Le plus de parts gagne, et un commerce entier compte pour %4.</translation>
    </message>
    <message>
        <source>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</source>
        <translation>Remettez-la maintenant, gratuitement : son prix est trois dés moins vos %1 étoiles en %2, et après le lancer, la remettre coûte %3.</translation>
    </message>
    <message>
        <source>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</source>
        <translation>Lancez pour son prix : trois dés moins vos %1 étoiles en %2, soit environ %3 en moyenne.</translation>
    </message>
    <message>
        <source>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</source>
        <translation>Achetez-la : chaque part compte à la fin, et %1 en vaut la peine ; il vous reste %2.</translation>
    </message>
    <message>
        <source>%1 is too much: putting the share back costs only %2.</source>
        <translation>%1, c’est trop : remettre la part ne coûte que %2.</translation>
    </message>
    <message>
        <source>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</source>
        <translation>Battez-vous pour %1 : vous en avez %2 parts, %3 en a %4 ; le perdant en cède une.</translation>
    </message>
    <message>
        <source>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</source>
        <translation>%1 : votre as de la gâchette y a %2 étoiles, ajoutées à vos trois dés. En cas d’égalité, vous gagnez, en tant que défenseur.</translation>
    </message>
    <message>
        <source>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</source>
        <translation>%1 : vous avez %2 des %4 parts de %3, et c’est un commerce entier qui compte le plus à la fin.</translation>
    </message>
    <message>
        <source>Pay %1 to each other player and your cowboy keeps moving.</source>
        <translation>Payez %1 à chaque autre joueur, et votre cow-boy continue d’avancer.</translation>
    </message>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Passez %n tour et gardez votre argent ; vous jouez quand même au poker et au hasard.</numerusform>
            <numerusform>Passez %n tours et gardez votre argent ; vous jouez quand même au poker et au hasard.</numerusform>
        </translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll stakes one of your shares.</source>
        <translation>Une case as lance un poker : chaque lancer mise une de vos parts.</translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll costs you %1.</source>
        <translation>Une case as lance un poker : chaque lancer vous coûte %1.</translation>
    </message>
    <message>
        <source>Buying costs %1 of your %2.</source>
        <translation>Acheter vous coûte %1 sur vos %2.</translation>
    </message>
    <message>
        <source>Putting the share back costs a fee of %1.</source>
        <translation>Remettre la part coûte %1 de frais.</translation>
    </message>
    <message>
        <source>Another roll stakes one of your shares.</source>
        <translation>Un autre lancer mise une de vos parts.</translation>
    </message>
    <message>
        <source>Another roll costs %1.</source>
        <translation>Un autre lancer coûte %1.</translation>
    </message>
    <message>
        <source>Paying costs you %1: %2 to each of the %3 other players.</source>
        <translation>Payer vous coûte %1 : %2 à chacun des %3 autres joueurs.</translation>
    </message>
    <message>
        <source>A chip costs %1 of your %2.</source>
        <translation>Un jeton vous coûte %1 sur vos %2.</translation>
    </message>
    <message>
        <source>A chip that loses goes to the bank.</source>
        <translation>Un jeton perdant va à la banque.</translation>
    </message>
</context>
<context>
    <name>WeLog</name>
    <message numerus="yes">
        <source>%n bill(s)</source>
        <translation>
            <numerusform>%n billet</numerusform>
            <numerusform>%n billets</numerusform>
        </translation>
    </message>
    <message>
        <source>off the street</source>
        <translation>hors de la rue</translation>
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
        <translation>%1 tire un as de la gâchette en secret.</translation>
    </message>
    <message>
        <source>%1 draws %2 (a secret from the others).</source>
        <translation>%1 tire %2 (secret pour les autres).</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Tour de table %1 sur %2.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Tour de table %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 passe ce tour (encore %n à passer).</numerusform>
            <numerusform>%1 passe ce tour (encore %n à passer).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 lance %2.</translation>
    </message>
    <message>
        <source>%1 has no move with these dice and stays.</source>
        <translation>%1 ne peut rien faire de ces dés et reste sur place.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy comes onto the street at %2.</source>
        <translation>Le cow-boy de %1 entre dans la rue en %2.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy goes from %2 to %3.</source>
        <translation>Le cow-boy de %1 va de %2 à %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 attaque %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 fights for %2.</source>
        <translation>%1 se bat pour %2.</translation>
    </message>
    <message>
        <source>%1 chooses to fight with %2.</source>
        <translation>%1 choisit de se battre en %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 with the stars.</source>
        <translation>%1 lance %2&#xa0;: %3 avec les étoiles.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 gagne %2 sur %3.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dollar deck.</source>
        <translation>%1 tire %2 du paquet dollar.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the star deck.</source>
        <translation>%1 tire %2 du paquet étoile.</translation>
    </message>
    <message>
        <source>%1 puts %2 back under its deck.</source>
        <translation>%1 remet %2 sous son paquet.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3: the price is %4.</source>
        <translation>%1 lance %2 pour %3&#xa0;: le prix est %4.</translation>
    </message>
    <message>
        <source>%1 buys %2 for %3.</source>
        <translation>%1 achète %2 pour %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back and pays a fee of %3.</source>
        <translation>%1 remet %2 et paie %3 de frais.</translation>
    </message>
    <message>
        <source>Payday! %1 collects %2.</source>
        <translation>Jour de paie&#xa0;! %1 encaisse %2.</translation>
    </message>
    <message>
        <source>%1 robs the bank and rolls %2: %3.</source>
        <translation>%1 braque la banque et lance %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 chases the robber and rolls %2: %3.</source>
        <translation>%1 poursuit le braqueur et lance %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 catches %2 and gets a reward of %3.</source>
        <translation>%1 attrape %2 et reçoit une récompense de %3.</translation>
    </message>
    <message>
        <source>%1 escapes with %2!</source>
        <translation>%1 s’enfuit avec %2&#xa0;!</translation>
    </message>
    <message>
        <source>%1 is on an ace field: poker for everyone!</source>
        <translation>%1 est sur une case as&#xa0;: poker pour tous&#xa0;!</translation>
    </message>
    <message>
        <source>%1 stakes %2.</source>
        <translation>%1 mise %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pot.</source>
        <translation>%1 met %2 au pot.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2 — %3.</source>
        <translation>%1 relance&#xa0;: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls off the tie: %2 — %3.</source>
        <translation>%1 départage l’égalité&#xa0;: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls the poker dice: %2 — %3.</source>
        <translation>%1 lance les dés de poker&#xa0;: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 reste.</translation>
    </message>
    <message>
        <source>Five of a kind! %1 is caught cheating.</source>
        <translation>Cinq identiques&#xa0;! %1 est pris à tricher.</translation>
    </message>
    <message>
        <source>%1 pays each other player %2.</source>
        <translation>%1 paie %2 à chaque autre joueur.</translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 passera encore %n tour.</numerusform>
            <numerusform>%1 passera encore %n tours.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie between %1: they roll again.</source>
        <translation>Égalité entre %1&#xa0;: ils relancent.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 remporte le pot&#xa0;: %2 et %n part.</numerusform>
            <numerusform>%1 remporte le pot&#xa0;: %2 et %n parts.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the pot: %2.</source>
        <translation>%1 remporte le pot&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Nobody can win the pot: %1 go to the bank.</source>
        <translation>Personne ne peut gagner le pot&#xa0;: %1 vont à la banque.</translation>
    </message>
    <message>
        <source>%1 is on a dice field: hasard for everyone!</source>
        <translation>%1 est sur une case dés&#xa0;: hasard pour tous&#xa0;!</translation>
    </message>
    <message>
        <source>%1 buys a chip back for %2.</source>
        <translation>%1 rachète un jeton pour %2.</translation>
    </message>
    <message>
        <source>%1 bets a chip on %2.</source>
        <translation>%1 mise un jeton sur %2.</translation>
    </message>
    <message>
        <source>%1 rolls the hasard dice: %2 (%3).</source>
        <translation>%1 lance les dés du hasard&#xa0;: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 wins %2 on %3.</source>
        <translation>%1 gagne %2 sur %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 perd %n jeton sur %2 au profit de la banque.</numerusform>
            <numerusform>%1 perd %n jetons sur %2 au profit de la banque.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 also wins %2 from the star deck.</source>
        <translation>%1 gagne aussi %2 du paquet étoile.</translation>
    </message>
    <message>
        <source>%1 sells %2 to the bank for %3.</source>
        <translation>%1 vend %2 à la banque pour %3.</translation>
    </message>
    <message>
        <source>%1 is out of money and gets a one-time credit of %2.</source>
        <translation>%1 est à sec et reçoit un crédit unique de %2.</translation>
    </message>
    <message>
        <source>%1 is broke and out of the game.</source>
        <translation>%1 est ruiné et sort du jeu.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n share(s) counted and %2.</source>
        <translation>
            <numerusform>%1 gagne avec %n part comptée et %2.</numerusform>
            <numerusform>%1 gagne avec %n parts comptées et %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n share(s) counted and %2 each.</source>
        <translation>
            <numerusform>%1 se partagent la victoire avec %n part comptée et %2 chacun.</numerusform>
            <numerusform>%1 se partagent la victoire avec %n parts comptées et %2 chacun.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes nothing on %2.</source>
        <translation>%1 ne prend rien sur %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 mise %n jeton sur %2.</numerusform>
            <numerusform>%1 mise %n jetons sur %2.</numerusform>
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
        <translation>Bazar</translation>
    </message>
    <message>
        <source>Livery Stable</source>
        <translation>Écurie de louage</translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation>Barbier</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Forge</translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation>Grand Hôtel</translation>
    </message>
    <message>
        <source>Gunsmith</source>
        <translation>Armurier</translation>
    </message>
    <message>
        <source>Stagecoach Line</source>
        <translation>Ligne de diligence</translation>
    </message>
    <message>
        <source>Assay Office</source>
        <translation>Bureau d’essai</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Rapidité</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Case pierre</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Case étoile</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Case dollar</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Case as</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Case dés</translation>
    </message>
    <message>
        <source>LOW (4–10)</source>
        <translation>BAS (4–10)</translation>
    </message>
    <message>
        <source>HIGH (11–17)</source>
        <translation>HAUT (11–17)</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>Paire quelconque</translation>
    </message>
    <message>
        <source>Pair of 1s</source>
        <translation>Paire de 1</translation>
    </message>
    <message>
        <source>Pair of 2s</source>
        <translation>Paire de 2</translation>
    </message>
    <message>
        <source>Pair of 3s</source>
        <translation>Paire de 3</translation>
    </message>
    <message>
        <source>Pair of 4s</source>
        <translation>Paire de 4</translation>
    </message>
    <message>
        <source>Pair of 5s</source>
        <translation>Paire de 5</translation>
    </message>
    <message>
        <source>Pair of 6s</source>
        <translation>Paire de 6</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The queen on a poker die (one letter).</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The king on a poker die (one letter).</extracomment>
        <translation>R</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The ace on a poker die (one letter).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>une paire</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>deux paires</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>un brelan</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>une suite</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>un full</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>un carré</translation>
    </message>
    <message>
        <source>five of a kind (a cheat)</source>
        <translation>cinq identiques (tricheur)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>black</source>
        <translation>noir</translation>
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
        <translation>La grand-rue a deux trottoirs de %1 cases chacun, numérotées de 1 à %1 d’ouest en est&#xa0;; la case 1 de chacun est une case pierre de départ, et les cases de même numéro se font face.</translation>
    </message>
    <message>
        <source>nothing happens.</source>
        <translation>il ne se passe rien.</translation>
    </message>
    <message>
        <source>draw the top share of the star deck, if you like.</source>
        <translation>tirez si vous voulez la part du dessus du paquet étoile.</translation>
    </message>
    <message>
        <source>draw the top share of the dollar deck, call a payday, or rob the bank.</source>
        <translation>tirez la part du dessus du paquet dollar, annoncez un jour de paie, ou braquez la banque.</translation>
    </message>
    <message>
        <source>everybody plays poker dice.</source>
        <translation>tout le monde joue au poker d’as.</translation>
    </message>
    <message>
        <source>everybody plays hasard against the bank.</source>
        <translation>tout le monde joue au hasard contre la banque.</translation>
    </message>
    <message numerus="yes">
        <source>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip(s) of their colour.</source>
        <translation>
            <numerusform>Chaque joueur tire un as de la gâchette en secret&#xa0;: quatre attributs (Intelligence, Rapidité, Force, Adresse) de 3 à 6 étoiles chacun. Tout le monde commence avec %1 et %n jeton de sa couleur.</numerusform>
            <numerusform>Chaque joueur tire un as de la gâchette en secret&#xa0;: quatre attributs (Intelligence, Rapidité, Force, Adresse) de 3 à 6 étoiles chacun. Tout le monde commence avec %1 et %n jetons de sa couleur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n share(s))</source>
        <translation>
            <numerusform>%1 (%n part)</numerusform>
            <numerusform>%1 (%n parts)</numerusform>
        </translation>
    </message>
    <message>
        <source>The businesses of the star deck: %1.</source>
        <translation>Les commerces du paquet étoile&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The businesses of the dollar deck: %1.</source>
        <translation>Les commerces du paquet dollar&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Each share names the attribute that sets its price.</source>
        <translation>Chaque part nomme l’attribut qui fixe son prix.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</source>
        <translation>Lancez trois dés. Avancez avec deux d’entre eux, chacun vers l’est ou l’ouest à votre gré&#xa0;; le troisième fait traverser la rue jusqu’à la case d’en face, ou est perdu. Chaque trajet doit rester dans la rue.</translation>
    </message>
    <message>
        <source>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</source>
        <translation>Un cow-boy qui attend hors de la rue part de la case 1 du trottoir que son joueur choisit.</translation>
    </message>
    <message>
        <source>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</source>
        <translation>Seule la case où vous vous arrêtez compte&#xa0;: elle doit être libre, ou n’être occupée que par un seul cow-boy, que vous attaquez. Deux cow-boys au plus par case.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</source>
        <translation>Sur une case étoile ou dollar, vous pouvez tirer la part du dessus du paquet. Remettez-la gratuitement sous le paquet, ou lancez trois dés&#xa0;: la somme moins vos étoiles dans l’attribut de la part (au moins 0) est son prix. Payez-le, ou remettez la part pour %1 de frais.</translation>
    </message>
    <message>
        <source>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</source>
        <translation>Sur une case dollar, vous pouvez plutôt annoncer un jour de paie&#xa0;: %1 par part détenue&#xa0;; les %2 parts d’un commerce comptent pour %3.</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Braquage de la banque</translation>
    </message>
    <message>
        <source>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</source>
        <translation>Sur une case dollar, vous pouvez braquer la banque&#xa0;: lancez trois dés. Chaque autre joueur à son tour lance trois dés une fois&#xa0;; le premier qui fait plus vous attrape et reçoit %1, et vous passez %2 tour(s) puis repartez hors de la rue. Si personne ne fait plus, vous vous enfuyez avec %3.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaque</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</source>
        <translation>Vous pouvez finir votre déplacement sur la case d’un cow-boy seul si vous possédez tous deux une part d’un même commerce.</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if he owns a share.</source>
        <translation>Vous pouvez finir votre déplacement sur la case d’un cow-boy seul s’il possède une part.</translation>
    </message>
    <message>
        <source>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</source>
        <translation>Vous nommez le commerce, lui l’attribut&#xa0;; tous deux lancent trois dés et ajoutent leurs étoiles. Le plus haut total gagne, l’égalité va au défenseur&#xa0;; le perdant cède au gagnant une de ses parts de ce commerce.</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</source>
        <translation>Sur une case as, tout le monde joue au poker d’as, à tour de rôle à partir du joueur arrivé. Chaque lancer mise une de vos parts (%1 sans parts).</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</source>
        <translation>Sur une case as, tout le monde joue au poker d’as, à tour de rôle à partir du joueur arrivé. Chaque lancer coûte %1 pour le pot.</translation>
    </message>
    <message>
        <source>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</source>
        <translation>Lancez les cinq dés, puis restez ou gardez-en et relancez les autres une fois. Du plus bas au plus haut&#xa0;: une paire, deux paires, un brelan, une suite, un full, un carré&#xa0;; à combinaison égale on compare les dés (A, R, D, V, 10, 9). La meilleure gagne le pot&#xa0;; une égalité se relance.</translation>
    </message>
    <message>
        <source>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</source>
        <translation>Cinq identiques, c’est une tricherie&#xa0;: le lancer ne compte pas, et le tricheur paie %1 à chaque autre joueur ou passe %2 tour(s).</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</source>
        <translation>Sur une case dés, tout le monde mise des jetons contre la banque, au moins un chacun&#xa0;; un jeton perdu peut être racheté pour %1. Le joueur arrivé lance trois dés une fois. Un jeton gagnant revient avec son gain&#xa0;; un perdant va à la banque.</translation>
    </message>
    <message>
        <source>pays %1.</source>
        <translation>paie %1.</translation>
    </message>
    <message>
        <source>two dice alike (three count too): pays %1.</source>
        <translation>deux dés identiques (trois comptent aussi)&#xa0;: paie %1.</translation>
    </message>
    <message>
        <source>A named pair:</source>
        <translation>Une paire désignée&#xa0;:</translation>
    </message>
    <message>
        <source>pays %1 and the star deck&apos;s top share.</source>
        <translation>paie %1 et la part du dessus du paquet étoile.</translation>
    </message>
    <message>
        <source>Out of money</source>
        <translation>À court d’argent</translation>
    </message>
    <message>
        <source>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</source>
        <translation>Un joueur qui doit payer et manque d’argent vend des parts de son choix à la banque pour %1 chacune.</translation>
    </message>
    <message>
        <source>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</source>
        <translation>Sans argent ni parts, il reçoit un crédit unique de %1&#xa0;; ruiné une seconde fois, il sort du jeu.</translation>
    </message>
    <message>
        <source>With neither money nor shares he is out of the game.</source>
        <translation>Sans argent ni parts, il sort du jeu.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty, or after round %1.</source>
        <translation>La partie finit quand les deux paquets de parts sont vides, ou après le tour de table %1.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty.</source>
        <translation>La partie finit quand les deux paquets de parts sont vides.</translation>
    </message>
    <message>
        <source>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</source>
        <translation>Le plus de parts gagne&#xa0;; toutes les parts d’un commerce comptent pour %1. À égalité, le plus d’argent gagne&#xa0;; toujours à égalité, ils partagent la victoire.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>La fin</translation>
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
        <translation>L’idée</translation>
    </message>
    <message>
        <source>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</source>
        <translation>Des as de la gâchette arpentent la grand-rue de Jolly Town, achètent des parts de ses commerces, jouent, braquent la banque et se battent pour des parts. Le plus de parts gagne.</translation>
    </message>
    <message>
        <source>Click a die, then a direction</source>
        <translation>Cliquez un dé, puis une direction</translation>
    </message>
    <message>
        <source>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</source>
        <translation>Marchez ce dé vers l’ouest ou l’est, ou traversez la rue avec lui. Une case éclairée peut aussi être cliquée d’emblée : le coup qui y mène est joué.</translation>
    </message>
    <message>
        <source>Click a button under the street</source>
        <translation>Cliquez un bouton sous la rue</translation>
    </message>
    <message>
        <source>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</source>
        <translation>Tirer une part, l’acheter, un jour de paie, braquer la banque, rester, relancer… : chaque bouton montre sa touche entre parenthèses.</translation>
    </message>
    <message>
        <source>Click a poker die</source>
        <translation>Cliquez un dé de poker</translation>
    </message>
    <message>
        <source>Keep it for the next roll; click it again to roll it.</source>
        <translation>Gardez-le pour le prochain lancer ; cliquez-le de nouveau pour le relancer.</translation>
    </message>
    <message>
        <source>Click a spot of the hasard board</source>
        <translation>Cliquez une case du tapis de hasard</translation>
    </message>
    <message>
        <source>Bet a chip there.</source>
        <translation>Misez-y un jeton.</translation>
    </message>
    <message>
        <source>Your move: choose a die.</source>
        <translation>Votre déplacement : choisissez un dé.</translation>
    </message>
    <message>
        <source>Walk it west or east.</source>
        <translation>Marchez-le vers l’ouest ou l’est.</translation>
    </message>
    <message>
        <source>Cross the street with it.</source>
        <translation>Traversez la rue avec lui.</translation>
    </message>
    <message>
        <source>A cowboy off the street: start on the north or the south sidewalk.</source>
        <translation>Un cow-boy hors de la rue : partez du trottoir nord ou du trottoir sud.</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retour arrière</translation>
    </message>
    <message>
        <source>Take back the last step of the move.</source>
        <translation>Reprenez la dernière étape du déplacement.</translation>
    </message>
    <message>
        <source>Start the move again.</source>
        <translation>Recommencez le déplacement.</translation>
    </message>
    <message>
        <source>Make the move as built.</source>
        <translation>Jouez le déplacement tel que construit.</translation>
    </message>
    <message>
        <source>On your field: draw a share, call a payday, rob the bank, or pass.</source>
        <translation>Sur votre case : tirer une part, un jour de paie, braquer la banque, ou passer.</translation>
    </message>
    <message>
        <source>Answer yes or no: buy the share, pay, or sit out.</source>
        <translation>Répondez oui ou non : acheter la part, payer, ou passer son tour.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 à 9</translation>
    </message>
    <message>
        <source>Choose from a numbered list: a business, a share, an attribute.</source>
        <translation>Choisissez dans une liste numérotée : un commerce, une part, un attribut.</translation>
    </message>
    <message>
        <source>Poker: keep or free a die, roll again, or stand.</source>
        <translation>Poker : garder ou libérer un dé, relancer, ou rester.</translation>
    </message>
    <message>
        <source>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</source>
        <translation>Hasard : miser sur bas, haut, une paire quelconque ou une paire nommée ; racheter un jeton ; mises terminées.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Un tour, pas à pas</translation>
    </message>
    <message>
        <source>Your cowboy</source>
        <translation>Votre cow-boy</translation>
    </message>
    <message>
        <source>A chip</source>
        <translation>Un jeton</translation>
    </message>
    <message>
        <source>A die</source>
        <translation>Un dé</translation>
    </message>
    <message>
        <source>A gunfighter (secret)</source>
        <translation>Un as de la gâchette (secret)</translation>
    </message>
    <message>
        <source>A share</source>
        <translation>Une part</translation>
    </message>
    <message>
        <source>A share&apos;s back</source>
        <translation>Le dos d’une part</translation>
    </message>
    <message>
        <source>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</source>
        <translation>Votre tour commence par un lancer de trois dés. Votre cow-boy est sur le trottoir nord.</translation>
    </message>
    <message>
        <source>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</source>
        <translation>Marchez deux des dés, chacun vers l’est ou l’ouest : choisissez un dé (cliquez-le, ou tapez 1, 2 ou 3), puis Est ou Ouest (flèche droite ou gauche). Ici le %1 va vers l’est et le %2 vers l’ouest.</translation>
    </message>
    <message>
        <source>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</source>
        <translation>Le troisième dé fait traverser la rue jusqu’à la case d’en face (flèche haut ou bas), ou est perdu. Seule compte la case où vous vous arrêtez ; une case éclairée peut aussi être cliquée d’emblée. Appuyez ensuite sur Entrée.</translation>
    </message>
    <message>
        <source>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</source>
        <translation>Sur une case étoile, vous pouvez tirer la part du dessus du paquet étoile et lancer trois dés : %1, moins vos %2 étoiles pour son attribut, fait un prix de %3. Payez-le, ou remettez la part pour %4.</translation>
    </message>
</context>
<context>
    <name>WeScene</name>
    <message>
        <source>%1&apos;s cowboy (%2)</source>
        <translation>Le cow-boy de %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n jeton en main</numerusform>
            <numerusform>%n jetons en main</numerusform>
        </translation>
    </message>
    <message>
        <source>Broke: out of the game</source>
        <translation>Ruiné&#xa0;: hors du jeu</translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Passe encore %n tour</numerusform>
            <numerusform>Passe encore %n tours</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>dehors</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>hors du jeu</translation>
    </message>
    <message>
        <source>no shares yet</source>
        <translation>pas encore de parts</translation>
    </message>
    <message>
        <source>%1: complete (%2), counts %3</source>
        <translation>%1&#xa0;: complet (%2), compte %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s) (%2)</source>
        <translation>
            <numerusform>%1&#xa0;: %n part (%2)</numerusform>
            <numerusform>%1&#xa0;: %n parts (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n compté</numerusform>
            <numerusform>%n comptés</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter: %1</source>
        <translation>Votre as de la gâchette&#xa0;: %1</translation>
    </message>
    <message>
        <source>Jolly Town&apos;s main street</source>
        <translation>La grand-rue de Jolly Town</translation>
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
        <translation>Les cow-boys qui attendent partent de la case 1 de l’un des trottoirs</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Aller en %1</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), waiting off the street</source>
        <translation>Le cow-boy de %1 (%2), qui attend hors de la rue</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), on %3</source>
        <translation>Le cow-boy de %1 (%2), en %3</translation>
    </message>
    <message>
        <source>Star deck</source>
        <translation>Paquet étoile</translation>
    </message>
    <message>
        <source>Dollar deck</source>
        <translation>Paquet dollar</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Prix&#xa0;: %1</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tirée</translation>
    </message>
    <message>
        <source>Move roll</source>
        <translation>Lancer de déplacement</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est finie</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Tour de table %1 sur %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Tour de table %1</translation>
    </message>
    <message>
        <source>Start north (N)</source>
        <translation>Partir au nord (N)</translation>
    </message>
    <message>
        <source>Start south (S)</source>
        <translation>Partir au sud (S)</translation>
    </message>
    <message>
        <source>← West</source>
        <translation>← Ouest</translation>
    </message>
    <message>
        <source>East →</source>
        <translation>Est →</translation>
    </message>
    <message>
        <source>Cross ↕</source>
        <translation>Traverser ↕</translation>
    </message>
    <message>
        <source>Step back (Backspace)</source>
        <translation>Revenir (Retour arrière)</translation>
    </message>
    <message>
        <source>Choose a die (1, 2, 3) or click a lit field.</source>
        <translation>Choisissez un dé (1, 2, 3) ou cliquez une case éclairée.</translation>
    </message>
    <message>
        <source>Die %1 shows %2: walk it west or east, or cross the street.</source>
        <translation>Le dé %1 montre %2&#xa0;: marchez vers l’ouest ou l’est, ou traversez la rue.</translation>
    </message>
    <message>
        <source>Draw a share (D)</source>
        <translation>Tirer une part (D)</translation>
    </message>
    <message>
        <source>Payday (Y)</source>
        <translation>Jour de paie (Y)</translation>
    </message>
    <message>
        <source>Rob the bank (R)</source>
        <translation>Braquer la banque (R)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passer (P)</translation>
    </message>
    <message>
        <source>Roll for the price (R)</source>
        <translation>Lancer pour le prix (R)</translation>
    </message>
    <message>
        <source>Put it back, free (P)</source>
        <translation>Remettre, gratuit (P)</translation>
    </message>
    <message>
        <source>Buy for %1 (Y)</source>
        <translation>Acheter pour %1 (Y)</translation>
    </message>
    <message>
        <source>Put it back for %1 (N)</source>
        <translation>Remettre pour %1 (N)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Rester (S)</translation>
    </message>
    <message>
        <source>Keep the chosen dice, roll the others (R)</source>
        <translation>Garder les dés choisis, relancer les autres (R)</translation>
    </message>
    <message>
        <source>Roll all five again (R)</source>
        <translation>Relancer les cinq (R)</translation>
    </message>
    <message>
        <source>Pay each %1 (Y)</source>
        <translation>Payer %1 à chacun (Y)</translation>
    </message>
    <message>
        <source>Sit out (N)</source>
        <translation>Passer son tour (N)</translation>
    </message>
    <message>
        <source>Buy a chip for %1 (B)</source>
        <translation>Acheter un jeton pour %1 (B)</translation>
    </message>
    <message>
        <source>Done betting (D)</source>
        <translation>Mises terminées (D)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>cheat!</source>
        <translation>tricheur&#xa0;!</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 et %n part</numerusform>
            <numerusform>%1 et %n parts</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie: roll again</source>
        <translation>Égalité&#xa0;: relancer</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>paie %1</translation>
    </message>
    <message>
        <source>%1&apos;s chip on %2</source>
        <translation>Jeton de %1 sur %2</translation>
    </message>
    <message>
        <source>Bet a chip on %1</source>
        <translation>Miser un jeton sur %1</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>The gunfighters</source>
        <translation>Les as de la gâchette</translation>
    </message>
    <message>
        <source>%1&apos;s gunfighter: %2 (%3)</source>
        <translation>As de la gâchette de %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an attribute and its stars, e.g. Speed 5</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Poker is over</source>
        <translation>Le poker est terminé</translation>
    </message>
    <message>
        <source>%1: wins</source>
        <comment>poker: a winning hand</comment>
        <translation>%1&#xa0;: gagne</translation>
    </message>
</context>
<context>
    <name>WeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Move your cowboy first.</source>
        <translation>Déplacez d’abord votre cow-boy.</translation>
    </message>
    <message>
        <source>Those walks do not end on that field.</source>
        <translation>Ces marches ne finissent pas sur cette case.</translation>
    </message>
    <message>
        <source>Two cowboys stand there already.</source>
        <translation>Deux cow-boys y sont déjà.</translation>
    </message>
    <message>
        <source>You may attack %1 only if you both own a share of one business.</source>
        <translation>Vous ne pouvez attaquer %1 que si vous possédez tous deux une part d’un même commerce.</translation>
    </message>
    <message>
        <source>These dice cannot take you there: two walks that stay on the street, one crossing at most.</source>
        <translation>Ces dés ne vous y mènent pas&#xa0;: deux marches qui restent dans la rue, une traversée au plus.</translation>
    </message>
    <message>
        <source>You cannot pay %1: put the share back.</source>
        <translation>Vous ne pouvez pas payer %1&#xa0;: remettez la part.</translation>
    </message>
    <message>
        <source>Buy the share or put it back.</source>
        <translation>Achetez la part ou remettez-la.</translation>
    </message>
    <message>
        <source>A payday needs a share at least, on a dollar field.</source>
        <translation>Un jour de paie demande au moins une part, sur une case dollar.</translation>
    </message>
    <message>
        <source>The bank can be robbed only from a dollar field.</source>
        <translation>On ne braque la banque que depuis une case dollar.</translation>
    </message>
    <message>
        <source>This deck is empty.</source>
        <translation>Ce paquet est vide.</translation>
    </message>
    <message>
        <source>Draw a share or pass.</source>
        <translation>Tirez une part ou passez.</translation>
    </message>
    <message>
        <source>Name a business you both own shares of.</source>
        <translation>Nommez un commerce dont vous avez tous deux des parts.</translation>
    </message>
    <message>
        <source>Name one of the four attributes.</source>
        <translation>Nommez l’un des quatre attributs.</translation>
    </message>
    <message>
        <source>Hand over one of your shares of %1.</source>
        <translation>Cédez une de vos parts de %1.</translation>
    </message>
    <message>
        <source>Choose one of your own shares.</source>
        <translation>Choisissez une de vos propres parts.</translation>
    </message>
    <message>
        <source>Keep some dice and roll again, or stand.</source>
        <translation>Gardez des dés et relancez, ou restez.</translation>
    </message>
    <message>
        <source>Pay the others or sit out.</source>
        <translation>Payez les autres ou passez votre tour.</translation>
    </message>
    <message>
        <source>You have no chip left to bet: buy one back or say you are done.</source>
        <translation>Vous n’avez plus de jeton à miser&#xa0;: rachetez-en un ou dites que vous avez fini.</translation>
    </message>
    <message>
        <source>You cannot buy a chip back now (none in the bank, or not enough money).</source>
        <translation>Vous ne pouvez pas racheter de jeton maintenant (aucun à la banque, ou pas assez d’argent).</translation>
    </message>
    <message>
        <source>Bet one chip at least before you are done.</source>
        <translation>Misez au moins un jeton avant de finir.</translation>
    </message>
    <message>
        <source>Roll for the price or put the share back.</source>
        <translation>Lancez pour le prix ou remettez la part.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Ce coup n’est pas permis.</translation>
    </message>
    <message>
        <source>Choose a die first (1, 2, 3).</source>
        <translation>Choisissez d’abord un dé (1, 2, 3).</translation>
    </message>
    <message>
        <source>Choose the sidewalk to start on first (N or S).</source>
        <translation>Choisissez d’abord le trottoir de départ (N ou S).</translation>
    </message>
    <message>
        <source>You cross the street once at most.</source>
        <translation>Vous traversez la rue une fois au plus.</translation>
    </message>
    <message>
        <source>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</source>
        <translation>Aucun coup ne continue ainsi&#xa0;: chaque marche doit rester dans la rue et finir où un cow-boy peut se tenir.</translation>
    </message>
    <message>
        <source>You have used that die already.</source>
        <translation>Vous avez déjà utilisé ce dé.</translation>
    </message>
    <message>
        <source>Your cowboy is on the street already.</source>
        <translation>Votre cow-boy est déjà dans la rue.</translation>
    </message>
    <message>
        <source>There is no choice %1.</source>
        <translation>Il n’y a pas de choix %1.</translation>
    </message>
    <message>
        <source>Walk two dice first (1–3, then Left or Right), or click a lit field.</source>
        <translation>Marchez d’abord deux dés (1–3, puis Gauche ou Droite), ou cliquez une case éclairée.</translation>
    </message>
    <message>
        <source>Each button shows its key: press that key, or click the button.</source>
        <translation>Chaque bouton indique sa touche : appuyez sur cette touche ou cliquez sur le bouton.</translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Main street</source>
        <translation>Grand-rue</translation>
    </message>
    <message>
        <source>Gunfighters</source>
        <translation>As de la gâchette</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Braquage de la banque</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lectures de la règle</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Nombre minimum de joueurs</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Le plus petit nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Nombre maximum de joueurs</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Le plus grand nombre de joueurs avec lequel ces règles se jouent.</translation>
    </message>
    <message>
        <source>Bills at the start</source>
        <translation>Billets au départ</translation>
    </message>
    <message>
        <source>The bills each player starts with.</source>
        <translation>Les billets avec lesquels chaque joueur commence.</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Jetons au départ</translation>
    </message>
    <message>
        <source>The chips in each player&apos;s colour, for hasard.</source>
        <translation>Les jetons de la couleur de chaque joueur, pour le hasard.</translation>
    </message>
    <message>
        <source>North sidewalk</source>
        <translation>Trottoir nord</translation>
    </message>
    <message>
        <source>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</source>
        <translation>Les cases du trottoir nord d’ouest en est&#xa0;: pierre, étoile, dollar, as ou dés. La première est une case pierre de départ.</translation>
    </message>
    <message>
        <source>South sidewalk</source>
        <translation>Trottoir sud</translation>
    </message>
    <message>
        <source>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</source>
        <translation>Les cases du trottoir sud d’ouest en est, chacune face à la case nord de même numéro.</translation>
    </message>
    <message>
        <source>The gunfighters; each player draws one in secret.</source>
        <translation>Les as de la gâchette&#xa0;; chaque joueur en tire un en secret.</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for intelligence, in the order of the names.</source>
        <translation>Les étoiles de chaque as de la gâchette en intelligence, dans l’ordre des noms.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Rapidité</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for speed, in the order of the names.</source>
        <translation>Les étoiles de chaque as de la gâchette en rapidité, dans l’ordre des noms.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Force</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for strength, in the order of the names.</source>
        <translation>Les étoiles de chaque as de la gâchette en force, dans l’ordre des noms.</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for dexterity, in the order of the names.</source>
        <translation>Les étoiles de chaque as de la gâchette en adresse, dans l’ordre des noms.</translation>
    </message>
    <message>
        <source>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</source>
        <translation>Les parts de chaque commerce selon l’attribut qui fixe leur prix. Modifiez-les dans l’onglet Paquet.</translation>
    </message>
    <message>
        <source>Businesses of the dollar deck</source>
        <translation>Commerces du paquet dollar</translation>
    </message>
    <message>
        <source>The businesses whose shares have a dollar on the back; the others&apos; have a star.</source>
        <translation>Les commerces dont les parts ont un dollar au dos&#xa0;; celles des autres, une étoile.</translation>
    </message>
    <message>
        <source>Fee for putting a share back</source>
        <translation>Frais pour remettre une part</translation>
    </message>
    <message>
        <source>Bills paid to put a share back under its deck after rolling its price.</source>
        <translation>Billets payés pour remettre une part sous son paquet après avoir lancé son prix.</translation>
    </message>
    <message>
        <source>Payday per share</source>
        <translation>Jour de paie par part</translation>
    </message>
    <message>
        <source>Bills a payday pays for each share held.</source>
        <translation>Billets qu’un jour de paie verse pour chaque part détenue.</translation>
    </message>
    <message>
        <source>A complete business counts</source>
        <translation>Un commerce complet compte</translation>
    </message>
    <message>
        <source>What all the shares of one business in one hand count as, on payday and at the end.</source>
        <translation>Ce que comptent toutes les parts d’un commerce dans une même main, au jour de paie et à la fin.</translation>
    </message>
    <message>
        <source>Stake per roll</source>
        <translation>Mise par lancer</translation>
    </message>
    <message>
        <source>Bills put into the pot for each poker roll.</source>
        <translation>Billets mis au pot pour chaque lancer de poker.</translation>
    </message>
    <message>
        <source>Poker for shares</source>
        <translation>Poker pour des parts</translation>
    </message>
    <message>
        <source>On: each poker roll stakes a share instead of bills.</source>
        <translation>Activé&#xa0;: chaque lancer de poker mise une part au lieu de billets.</translation>
    </message>
    <message>
        <source>Stake without shares</source>
        <translation>Mise sans parts</translation>
    </message>
    <message>
        <source>Poker for shares: the bills a player without shares stakes per roll.</source>
        <translation>Poker pour des parts&#xa0;: les billets qu’un joueur sans parts mise par lancer.</translation>
    </message>
    <message>
        <source>A cheat pays each</source>
        <translation>Un tricheur paie à chacun</translation>
    </message>
    <message>
        <source>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</source>
        <translation>Billets qu’un joueur qui obtient cinq identiques paie à chaque autre joueur, à moins qu’il ne passe son tour.</translation>
    </message>
    <message>
        <source>A cheat sits out</source>
        <translation>Un tricheur passe son tour</translation>
    </message>
    <message>
        <source>Turns a cheat sits out, unless he pays instead.</source>
        <translation>Tours qu’un tricheur passe, à moins qu’il ne paie.</translation>
    </message>
    <message>
        <source>Price of a chip</source>
        <translation>Prix d’un jeton</translation>
    </message>
    <message>
        <source>Bills to buy back one chip from the bank.</source>
        <translation>Billets pour racheter un jeton à la banque.</translation>
    </message>
    <message>
        <source>LOW pays</source>
        <translation>BAS paie</translation>
    </message>
    <message>
        <source>Bills per chip on LOW (4 to 10) when it wins.</source>
        <translation>Billets par jeton sur BAS (4 à 10) quand il gagne.</translation>
    </message>
    <message>
        <source>HIGH pays</source>
        <translation>HAUT paie</translation>
    </message>
    <message>
        <source>Bills per chip on HIGH (11 to 17) when it wins.</source>
        <translation>Billets par jeton sur HAUT (11 à 17) quand il gagne.</translation>
    </message>
    <message>
        <source>Any pair pays</source>
        <translation>Paire quelconque paie</translation>
    </message>
    <message>
        <source>Bills per chip on any pair when it wins.</source>
        <translation>Billets par jeton sur une paire quelconque quand elle gagne.</translation>
    </message>
    <message>
        <source>A named pair pays</source>
        <translation>Une paire désignée paie</translation>
    </message>
    <message>
        <source>Bills per chip on a pair of one face when it wins.</source>
        <translation>Billets par jeton sur une paire d’une valeur donnée quand elle gagne.</translation>
    </message>
    <message>
        <source>A named pair wins a share</source>
        <translation>Une paire désignée gagne une part</translation>
    </message>
    <message>
        <source>On: a winning chip on a named pair also wins the top share of the star deck.</source>
        <translation>Activé&#xa0;: un jeton gagnant sur une paire désignée gagne aussi la part du dessus du paquet étoile.</translation>
    </message>
    <message>
        <source>Selling price of a share</source>
        <translation>Prix de vente d’une part</translation>
    </message>
    <message>
        <source>Bills the bank pays for a share sold by a player short of cash.</source>
        <translation>Billets que la banque paie pour une part vendue par un joueur à court d’argent.</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Ruiné</translation>
    </message>
    <message>
        <source>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</source>
        <translation>Ce qui arrive à un joueur qui doit payer et n’a ni argent ni parts&#xa0;: il sort du jeu, ou reçoit un crédit unique.</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Crédit</translation>
    </message>
    <message>
        <source>Bills of the one-time credit, when the broke rule gives one.</source>
        <translation>Billets du crédit unique, quand la règle de ruine en accorde un.</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Récompense</translation>
    </message>
    <message>
        <source>Bills for the player who catches a bank robber.</source>
        <translation>Billets pour le joueur qui attrape un braqueur.</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Butin</translation>
    </message>
    <message>
        <source>Bills a bank robber escapes with.</source>
        <translation>Billets avec lesquels un braqueur s’enfuit.</translation>
    </message>
    <message>
        <source>A caught robber sits out</source>
        <translation>Un braqueur pris passe son tour</translation>
    </message>
    <message>
        <source>Turns a caught robber sits out; then he starts again off the board.</source>
        <translation>Tours qu’un braqueur pris passe&#xa0;; ensuite il repart hors de la rue.</translation>
    </message>
    <message>
        <source>Attacker needs a share too</source>
        <translation>L’attaquant doit aussi avoir une part</translation>
    </message>
    <message>
        <source>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</source>
        <translation>Activé (la règle)&#xa0;: l’attaquant doit posséder une part du commerce qu’il nomme, comme le défenseur.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Tours de table</translation>
    </message>
    <message>
        <source>Rounds until the game ends; 0: until both share decks are empty.</source>
        <translation>Tours de table jusqu’à la fin&#xa0;; 0&#xa0;: jusqu’à ce que les deux paquets de parts soient vides.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Hors du jeu</translation>
    </message>
    <message>
        <source>A one-time credit</source>
        <translation>Un crédit unique</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Case pierre</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Case étoile</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Case dollar</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Case as</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Case dés</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Commerce</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribut</translation>
    </message>
    <message>
        <source>Add a business…</source>
        <translation>Ajouter un commerce…</translation>
    </message>
    <message>
        <source>Remove the business</source>
        <translation>Retirer le commerce</translation>
    </message>
    <message>
        <source>Add an attribute…</source>
        <translation>Ajouter un attribut…</translation>
    </message>
    <message>
        <source>Remove the attribute</source>
        <translation>Retirer l’attribut</translation>
    </message>
    <message>
        <source>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</source>
        <translation>Les deux trottoirs doivent avoir la même longueur&#xa0;: le trottoir nord a %1 cases, le trottoir sud %2.</translation>
    </message>
    <message>
        <source>%1: the first field must be the stone start field, not a %2.</source>
        <translation>%1&#xa0;: la première case doit être la case pierre de départ, pas&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Too few fields for %1 players: the main street has only %2.</source>
        <translation>Trop peu de cases pour %1 joueurs&#xa0;: la grand-rue n’en a que %2.</translation>
    </message>
    <message>
        <source>%1: each of the %2 gunfighters needs a number of stars, found %3.</source>
        <translation>%1&#xa0;: chacun des %2 as de la gâchette demande un nombre d’étoiles, trouvé&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Too few gunfighters: %1 players draw one each, but there are %2.</source>
        <translation>Trop peu d’as de la gâchette&#xa0;: %1 joueurs en tirent chacun un, mais il y en a %2.</translation>
    </message>
    <message>
        <source>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</source>
        <translation>«&#xa0;%1&#xa0;» a un dos dollar mais n’est pas un commerce du paquet de parts&#xa0;: ajoutez-le là ou retirez-le.</translation>
    </message>
    <message>
        <source>At most %1 businesses, found %2.</source>
        <translation>Au plus %1 commerces, trouvé&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) a side instead of %1</source>
        <extracomment>Both sidewalks&apos; length changed alike: &quot;12 fields a side instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n case par trottoir au lieu de %1</numerusform>
            <numerusform>%n cases par trottoir au lieu de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) instead of %1</source>
        <extracomment>A sidewalk&apos;s length changed: &quot;12 fields instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n case au lieu de %1</numerusform>
            <numerusform>%n cases au lieu de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>field %1: %2 → %3</source>
        <extracomment>A field of a sidewalk (numbered from 1, west to east) of another kind: &quot;field 5: Star field → Dollar field&quot;.</extracomment>
        <translation>case %1&#xa0;: %2 → %3</translation>
    </message>
</context>
<context>
    <name>WeTips</name>
    <message>
        <source>its price is three dice less your stars for %1. The most shares win the game.</source>
        <translation>son prix est trois dés moins vos étoiles en %1. Le plus de parts gagne la partie.</translation>
    </message>
    <message>
        <source>The most shares win the game; all the shares of one business count as %1.</source>
        <translation>Le plus de parts gagne la partie ; toutes les parts d’un commerce comptent pour %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1 : %n part, face cachée. Arrivez sur une %2 pour tirer celle du dessus.</numerusform>
            <numerusform>%1 : %n parts, face cachée. Arrivez sur une %2 pour tirer celle du dessus.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</source>
        <translation>Votre as de la gâchette, %1 (secret) : ses étoiles baissent les prix que vous payez et comptent dans les attaques.</translation>
    </message>
    <message>
        <source>each star takes one off the price of a share that names it, and adds one in an attack.</source>
        <translation>chaque étoile retire un au prix d’une part qui le nomme, et ajoute un dans une attaque.</translation>
    </message>
    <message>
        <source>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</source>
        <translation>Votre lancer de déplacement : marchez deux dés vers l’est ou l’ouest ; le troisième fait traverser la rue ou est perdu.</translation>
    </message>
    <message>
        <source>The pot: the best poker hand wins it.</source>
        <translation>Le pot : la meilleure main de poker le remporte.</translation>
    </message>
    <message>
        <source>The hasard board: everybody bets chips on what three dice will show, against the bank.</source>
        <translation>Le tapis de hasard : chacun mise des jetons sur ce que montreront trois dés, contre la banque.</translation>
    </message>
    <message>
        <source>Move die %1: %2</source>
        <translation>Dé de déplacement %1 : %2</translation>
    </message>
    <message>
        <source>Poker die %1: %2</source>
        <translation>Dé de poker %1 : %2</translation>
    </message>
    <message>
        <source>kept; click to roll it again.</source>
        <translation>gardé ; cliquez pour le relancer.</translation>
    </message>
    <message>
        <source>click to keep it for the next roll.</source>
        <translation>cliquez pour le garder au prochain lancer.</translation>
    </message>
</context>
<context>
    <name>WeUi</name>
    <message>
        <source>A game by %1, published by %2.</source>
        <translation>Un jeu de %1, publié par %2.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Parts</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Billets</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Jetons</translation>
    </message>
    <message>
        <source>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</source>
        <translation>%1, déplacez votre cow-boy&#xa0;: cliquez une case éclairée, ou choisissez un dé (1, 2, 3) et marchez-le vers l’est (→), l’ouest (←) ou traversez la rue (↑↓).</translation>
    </message>
    <message>
        <source>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</source>
        <translation>%1, vous êtes sur une case dollar&#xa0;: tirez une part (D), annoncez un jour de paie (Y), braquez la banque (R) ou passez (P).</translation>
    </message>
    <message>
        <source>%1, you are on a star field: draw a share (D) or pass (P).</source>
        <translation>%1, vous êtes sur une case étoile&#xa0;: tirez une part (D) ou passez (P).</translation>
    </message>
    <message>
        <source>%1, you drew %2: roll for its price (R) or put it back for free (P).</source>
        <translation>%1, vous avez tiré %2&#xa0;: lancez pour son prix (R) ou remettez-la gratuitement (P).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</source>
        <translation>%1, %2 coûte %3&#xa0;: achetez-la (Y) ou remettez-la pour %4 de frais (N).</translation>
    </message>
    <message>
        <source>%1, you attack %2: name a business you both own shares of.</source>
        <translation>%1, vous attaquez %2&#xa0;: nommez un commerce dont vous avez tous deux des parts.</translation>
    </message>
    <message>
        <source>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</source>
        <translation>%1, %2 vous attaque pour %3&#xa0;: nommez l’attribut du combat (1–4).</translation>
    </message>
    <message>
        <source>%1, you lost the fight: choose the share of %2 you hand over.</source>
        <translation>%1, vous avez perdu le combat&#xa0;: choisissez la part de %2 que vous cédez.</translation>
    </message>
    <message>
        <source>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</source>
        <translation>%1, vous devez payer %2 et manquez d’argent&#xa0;: vendez une part à la banque pour %3.</translation>
    </message>
    <message>
        <source>%1, poker for shares: choose the share you stake on this roll.</source>
        <translation>%1, poker pour des parts&#xa0;: choisissez la part misée sur ce lancer.</translation>
    </message>
    <message>
        <source>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</source>
        <translation>%1, poker&#xa0;: cliquez les dés que vous gardez (ou tapez 1–5) et relancez les autres (R), ou restez (S).</translation>
    </message>
    <message>
        <source>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</source>
        <translation>%1, cinq identiques&#xa0;: vous êtes pris à tricher&#xa0;! Payez %2 à chaque autre joueur (Y) ou passez %3 tour(s) (N).</translation>
    </message>
    <message>
        <source>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</source>
        <translation>%1, hasard&#xa0;: cliquez une zone du tapis pour miser un jeton (ou tapez L, H, A, 1–6), rachetez un jeton (B), ou dites que vous avez fini (D).</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>À vous, %1.</translation>
    </message>
    <message>
        <source>The shares a player holds, counted as at the end: all the shares of one business count more</source>
        <translation>Les parts d’un joueur, comptées comme à la fin&#xa0;: toutes les parts d’un même commerce comptent davantage</translation>
    </message>
    <message>
        <source>The bills a player holds</source>
        <translation>Les billets d’un joueur</translation>
    </message>
    <message>
        <source>The hasard chips a player holds</source>
        <translation>Les jetons de hasard d’un joueur</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>The file ends in the middle of a line.</source>
        <translation>Le fichier s’arrête au milieu d’une ligne.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</source>
        <translation>Houserules est déjà ouvert, mais ne répond pas. Fermez-le (ou attendez qu’il réponde) et réessayez.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message numerus="yes">
        <source>…and %n more, listed in the details.</source>
        <translation>
            <numerusform>…et %n autre, listé dans les détails.</numerusform>
            <numerusform>…et %n autres, listés dans les détails.</numerusform>
        </translation>
    </message>
</context>
</TS>
