<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation>About Houserules</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>The games</translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation>All card art, covers and icons were drawn for Houserules.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>The Houserules icon</source>
        <translation>The Houserules icon</translation>
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
        <translation>1. All cards turned up</translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation>2. Dynamite</translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation>No dynamite was played.</translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation>3. Each colour against Billy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation>✗ more than Billy: shot down in that colour. Equal is safe.</translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation>4. Shot down</translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation>%1 is safe.</translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation>5. The winner</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation>
            <numerusform>%1 wins with the highest score: %n point.</numerusform>
            <numerusform>%1 wins with the highest score: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation>
            <numerusform>Tied on %n point; %1 wins with the fewest cards.</numerusform>
            <numerusform>Tied on %n points; %1 wins with the fewest cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation>
            <numerusform>Tied on %n point; %1 wins with the fewest face-up cards.</numerusform>
            <numerusform>Tied on %n points; %1 wins with the fewest face-up cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation>
            <numerusform>Tied on %n point and face-up cards; %1 wins with the fewest face-down cards.</numerusform>
            <numerusform>Tied on %n points and face-up cards; %1 wins with the fewest face-down cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation>Still tied after every tie-break: %1 share the win.</translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite lay first and removes only itself.</source>
        <translation>%1&apos;s %2 column: the dynamite lay first and removes only itself.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite removes itself and %3.</source>
        <translation>%1&apos;s %2 column: the dynamite removes itself and the %3.</translation>
    </message>
    <message>
        <source>%1 is shot down in %2.</source>
        <translation>%1 is shot down in %2.</translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot down count.</source>
        <translation>Everyone was shot down, so only the colours in which a player was not shot down count.</translation>
    </message>
</context>
<context>
    <name>BillyFigureTexts</name>
    <message>
        <source>Shot down</source>
        <translation>Shot down</translation>
    </message>
    <message>
        <source>Billy wins</source>
        <translation>Billy wins</translation>
    </message>
    <message>
        <source>Dynamite hit the leader</source>
        <extracomment>A figure: the share of players whose dynamite got the leader shot down.</extracomment>
        <translation>Dynamite hit the leader</translation>
    </message>
    <message>
        <source>Players are shot down %1 points more often (±%2).</source>
        <translation>Players are shot down %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Players are shot down %1 points less often (±%2).</source>
        <translation>Players are shot down %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points more often (±%2).</source>
        <translation>Seat %3 is shot down %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points less often (±%2).</source>
        <translation>Seat %3 is shot down %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points more often (±%2).</source>
        <translation>Billy wins %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points less often (±%2).</source>
        <translation>Billy wins %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points more often (±%2).</source>
        <translation>Players&apos; dynamite hits the leader %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points less often (±%2).</source>
        <translation>Players&apos; dynamite hits the leader %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points more often (±%2).</source>
        <translation>The dynamite of seat %3 hits the leader %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points less often (±%2).</source>
        <translation>The dynamite of seat %3 hits the leader %1 points less often (±%2).</translation>
    </message>
</context>
<context>
    <name>BillyGuide</name>
    <message>
        <source>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</source>
        <translation>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</translation>
    </message>
    <message>
        <source>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</source>
        <translation>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</translation>
    </message>
    <message>
        <source>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</source>
        <translation>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</translation>
    </message>
    <message>
        <source>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</source>
        <translation>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</translation>
    </message>
    <message>
        <source>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</source>
        <translation>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</source>
        <translation>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</translation>
    </message>
    <message>
        <source>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</source>
        <translation>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</translation>
    </message>
    <message>
        <source>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</source>
        <translation>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</translation>
    </message>
    <message>
        <source>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</source>
        <extracomment>Said when the card and your loot are chosen, before it is played.</extracomment>
        <translation>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</source>
        <translation>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave %2 to Billy.</source>
        <translation>%1 gave the %2 to Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 gave a %2 card to Billy.</translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation>%1 claimed the %2.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 claimed a %2 card, face down.</translation>
    </message>
    <message>
        <source>%1 dumped %2 in the box.</source>
        <translation>%1 dumped the %2 in the box.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 dumped a %2 card in the box.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drew the %2.</translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation>%1 drew a %2 card.</translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation>%1 drew the last card: everyone plays one more turn.</translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation>The game is over: the hand cards go to the box and the loot is turned up.</translation>
    </message>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation>Nobody scored a point: Billy wins and runs off with the loot.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 won with %n point.</numerusform>
            <numerusform>%1 won with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>The dynamite in %1&apos;s %2 column removed only itself.</translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 column removed %3.</source>
        <translation>The dynamite in %1&apos;s %2 column removed the %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy shot %1 down (%2: %3 &gt; %4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 share the win with %n point each.</numerusform>
            <numerusform>%1 share the win with %n points each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyNames</name>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Banknotes</source>
        <translation>Banknotes</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Coins</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Jewelry</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamonds</translation>
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
        <translation>%1 dynamite</translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation>
            <numerusform>The loot comes in %n colour: %1.</numerusform>
            <numerusform>The loot comes in %n colours: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation>
            <numerusform>Each colour also has %n dynamite card, which has no value.</numerusform>
            <numerusform>Each colour also has %n dynamite cards, which have no value.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation>There is no dynamite in this variant.</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>That makes %n card in all.</numerusform>
            <numerusform>That makes %n cards in all.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>The cards</translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Players and setup</translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>For exactly %n player.</numerusform>
            <numerusform>For exactly %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>For %1 to %2 players.</translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Cards set aside</translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation>Shuffle all cards. In this variant every card is used, whatever the number of players.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Everyone is dealt %n card; the rest is the face-down draw pile.</numerusform>
            <numerusform>Everyone is dealt %n cards; the rest is the face-down draw pile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation>Play one card from your hand in one of three ways:</translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation>Give it to Billy.</translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation>Keep it.</translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation>Dump it.</translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation>It goes into the box face down. Everyone sees its colour; only you know its value.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Then draw the top card of the draw pile, so that you hold %n card again.</numerusform>
            <numerusform>Then draw the top card of the draw pile, so that you hold %n cards again.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>What you know</translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation>The colour of every card in every hand, of the cards set aside and of the dumped cards.</translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation>How many cards lie in each column, Billy&apos;s included.</translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation>The face-up cards in everyone&apos;s loot.</translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation>The value of every card you played yourself, wherever it went.</translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>The %n card still in each hand goes into the box unseen.</numerusform>
            <numerusform>The %n cards still in each hand go into the box unseen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation>Now every card on the table is turned face up, and every column keeps its order.</translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation>This happens in Billy&apos;s loot as in every player&apos;s.</translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation>When a column holds more than one dynamite card, they go off in the order they were played.</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation>Shot down</translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Who wins</translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation>When everyone is shot down</translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Rules reference for the variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>This variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>The idea</translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</translation>
    </message>
    <message>
        <source>one card of every value from %1 to %2</source>
        <translation>one card of every value from %1 to %2</translation>
    </message>
    <message>
        <source>cards of the values %1</source>
        <translation>cards of the values %1</translation>
    </message>
    <message>
        <source>Each colour has %1.</source>
        <translation>Each colour has %1.</translation>
    </message>
    <message>
        <source>In this variant the colours differ:</source>
        <translation>In this variant the colours differ:</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n dynamite card</numerusform>
            <numerusform>%n dynamite cards</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A colour&apos;s name opening a line of the rules, followed by its cards.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Billy&apos;s loot, your loot or the box</source>
        <translation>Billy&apos;s loot, your loot or the box</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <extracomment>A key pressed twice in a row, e.g. &quot;B twice&quot;.</extracomment>
        <translation>%1 twice</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Click a card in your hand</translation>
    </message>
    <message>
        <source>Choose it.</source>
        <translation>Choose it.</translation>
    </message>
    <message>
        <source>Click %1</source>
        <translation>Click %1</translation>
    </message>
    <message>
        <source>Play the chosen card there.</source>
        <translation>Play the chosen card there.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto %1</source>
        <translation>Drag a card from your hand onto %1</translation>
    </message>
    <message>
        <source>Play it there.</source>
        <translation>Play it there.</translation>
    </message>
    <message>
        <source>Choose a card in your hand.</source>
        <translation>Choose a card in your hand.</translation>
    </message>
    <message>
        <source>Choose where it goes: %1.</source>
        <translation>Choose where it goes: %1.</translation>
    </message>
    <message>
        <source>Give the chosen card to Billy. The first press marks the place, the second plays.</source>
        <translation>Give the chosen card to Billy. The first press marks the place, the second plays.</translation>
    </message>
    <message>
        <source>Keep it in your loot.</source>
        <translation>Keep it in your loot.</translation>
    </message>
    <message>
        <source>Dump it in the box.</source>
        <translation>Dump it in the box.</translation>
    </message>
    <message>
        <source>Play the chosen card where it is marked to go.</source>
        <translation>Play the chosen card where it is marked to go.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Clear your choice.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>A turn, step by step</translation>
    </message>
    <message>
        <source>A back: its colour shows</source>
        <translation>A back: its colour shows</translation>
    </message>
    <message>
        <source>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</source>
        <translation>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</translation>
    </message>
    <message>
        <source>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</source>
        <translation>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Draw the top card of the draw pile, so that you hold %n card again. Then it is the next player&apos;s turn.</numerusform>
            <numerusform>Draw the top card of the draw pile, so that you hold %n cards again. Then it is the next player&apos;s turn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</source>
        <translation>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</translation>
    </message>
    <message>
        <source>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</source>
        <translation>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation>
            <numerusform>Final round: %n turn left</numerusform>
            <numerusform>Final round: %n turns left</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation>Billy&apos;s loot</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation>Your loot</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — your turn</translation>
    </message>
    <message>
        <source>%1: total after dynamite</source>
        <translation>%1: total after dynamite</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the box</source>
        <translation>
            <numerusform>%1: %n card in the box</numerusform>
            <numerusform>%1: %n cards in the box</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Game › End of the game shows how it was counted.</translation>
    </message>
    <message>
        <source>%1: removed by dynamite</source>
        <translation>%1: removed by dynamite</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choose a card from your hand first.</translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation>You can give a card to Billy, claim it in your loot or dump it in the box.</translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation>Choose where the card goes: Up and Down, then Enter.</translation>
    </message>
</context>
<context>
    <name>BillyTexts</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Fewest players</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>The smallest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Most players</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</source>
        <translation>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cards in hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</source>
        <translation>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Cards set aside</translation>
    </message>
    <message>
        <source>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</source>
        <translation>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</source>
        <translation>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Add a colour…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Remove the colour</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Add a value…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Remove the value</translation>
    </message>
    <message>
        <source>The fewest players (%2) may not be more than the most (%1).</source>
        <translation>The fewest players (%2) may not be more than the most (%1).</translation>
    </message>
    <message>
        <source>How many cards are set aside with %1 players is missing.</source>
        <translation>How many cards are set aside with %1 players is missing.</translation>
    </message>
    <message>
        <source>Cards set aside for %1 players, who cannot play by these rules: remove them.</source>
        <translation>Cards set aside for %1 players, who cannot play by these rules: remove them.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</translation>
    </message>
</context>
<context>
    <name>BillyTips</name>
    <message>
        <source>when the loot is counted, it removes itself and the card played right before it in its column.</source>
        <translation>when the loot is counted, it removes itself and the card played right before it in its column.</translation>
    </message>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>worth %n point. End with more of a colour than Billy, and you are shot down.</numerusform>
            <numerusform>worth %n points. End with more of a colour than Billy, and you are shot down.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card (%1): its back shows the colour, its value is hidden from you.</source>
        <translation>Face-down card (%1): its back shows the colour, its value is hidden from you.</translation>
    </message>
    <message>
        <source>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</source>
        <translation>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</translation>
    </message>
    <message>
        <source>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</source>
        <translation>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</translation>
    </message>
    <message>
        <source>%1: the backs of their hand show its colours; below, their loot.</source>
        <translation>%1: the backs of their hand show its colours; below, their loot.</translation>
    </message>
    <message>
        <source>The box: dumped cards, face down. They count for nobody.</source>
        <translation>The box: dumped cards, face down. They count for nobody.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone plays one last turn.</source>
        <translation>
            <numerusform>Draw pile: %n card. After each turn its top card is drawn; once it is empty, everyone plays one last turn.</numerusform>
            <numerusform>Draw pile: %n cards. After each turn its top card is drawn; once it is empty, everyone plays one last turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>A game by %1, published by %2 (%3).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Loot</translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation>Your turn, %1: choose a card and where it goes.</translation>
    </message>
</context>
<context>
    <name>BoomoBreakdown</name>
    <message>
        <source>%1 went over %2 seconds</source>
        <translation>%1 went over %2 seconds</translation>
    </message>
    <message>
        <source>%1 played their last card</source>
        <translation>%1 played their last card</translation>
    </message>
    <message>
        <source>%1&apos;s bomb card</source>
        <translation>%1&apos;s bomb card</translation>
    </message>
    <message>
        <source>%1&apos;s play twice could not be answered</source>
        <translation>%1&apos;s play twice could not be answered</translation>
    </message>
    <message>
        <source>nobody held a card</source>
        <translation>nobody held a card</translation>
    </message>
    <message>
        <source>1. The rounds</source>
        <translation>1. The rounds</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>How it ended</translation>
    </message>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombs exploded</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Out</translation>
    </message>
    <message>
        <source>2. Out of the game</source>
        <translation>2. Out of the game</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>Nobody.</translation>
    </message>
    <message>
        <source>In this order: %1.</source>
        <translation>In this order: %1.</translation>
    </message>
    <message>
        <source>3. Bombs left</source>
        <translation>3. Bombs left</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 of %3</translation>
    </message>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>cards in hand worth %n point</numerusform>
            <numerusform>cards in hand worth %n points</numerusform>
        </translation>
    </message>
    <message>
        <source>4. The winner</source>
        <translation>4. The winner</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point), then a shared win.</numerusform>
            <numerusform>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n points), then a shared win.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 share the win.</translation>
    </message>
</context>
<context>
    <name>BoomoFigureTexts</name>
    <message>
        <source>Bombs exploded</source>
        <translation>Bombs exploded</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Out of the game</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Players go out %1 points more often (±%2).</source>
        <translation>Players go out %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Players go out %1 points less often (±%2).</source>
        <translation>Players go out %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points more often (±%2).</source>
        <translation>Seat %3 goes out %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points less often (±%2).</source>
        <translation>Seat %3 goes out %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 more bombs a game (±%2).</source>
        <translation>Players lose %1 more bombs a game (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 fewer bombs a game (±%2).</source>
        <translation>Players lose %1 fewer bombs a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 more bombs a game (±%2).</source>
        <translation>Seat %3 loses %1 more bombs a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 fewer bombs a game (±%2).</source>
        <translation>Seat %3 loses %1 fewer bombs a game (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 more rounds (±%2).</source>
        <translation>A game lasts %1 more rounds (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 fewer rounds (±%2).</source>
        <translation>A game lasts %1 fewer rounds (±%2).</translation>
    </message>
</context>
<context>
    <name>BoomoGuide</name>
    <message>
        <source>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</source>
        <translation>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</translation>
    </message>
    <message>
        <source>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</source>
        <translation>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</translation>
    </message>
    <message>
        <source>Discard a time stopper and your bombs are safe from this bomb card.</source>
        <translation>Discard a time stopper and your bombs are safe from this bomb card.</translation>
    </message>
    <message>
        <source>Keep your time stopper for later: this time one of your bombs explodes.</source>
        <translation>Keep your time stopper for later: this time one of your bombs explodes.</translation>
    </message>
    <message>
        <source>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</source>
        <translation>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</translation>
    </message>
    <message>
        <source>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</source>
        <translation>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</translation>
    </message>
    <message>
        <source>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</source>
        <translation>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</translation>
    </message>
    <message>
        <source>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</source>
        <translation>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</translation>
    </message>
    <message>
        <source>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</source>
        <translation>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</translation>
    </message>
    <message>
        <source>%1 turns the direction of play: the total of %2 goes to the player on your other side.</source>
        <translation>%1 turns the direction of play: the total of %2 goes to the player on your other side.</translation>
    </message>
    <message>
        <source>%1 passes over the next player: the player after them has to play on the total of %2.</source>
        <translation>%1 passes over the next player: the player after them has to play on the total of %2.</translation>
    </message>
    <message>
        <source>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</source>
        <translation>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s.</source>
        <translation>%1: you swap your hand with another player&apos;s.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</source>
        <translation>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</translation>
    </message>
    <message>
        <source>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</source>
        <translation>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</translation>
    </message>
    <message>
        <source>%1: every other player must discard a time stopper, or one of their bombs explodes.</source>
        <translation>%1: every other player must discard a time stopper, or one of their bombs explodes.</translation>
    </message>
    <message>
        <source>%1 takes the total over %2: one of your bombs explodes.</source>
        <extracomment>Said when the card is chosen, before it is played.</extracomment>
        <translation>%1 takes the total over %2: one of your bombs explodes.</translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
    <message>
        <source>%1 played %2: the total is %3 seconds.</source>
        <translation>%1 played %2: the total is %3 seconds.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 played %2.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 drew %2.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 drew a card.</translation>
    </message>
    <message>
        <source>%1 received %2.</source>
        <translation>%1 received %2.</translation>
    </message>
    <message>
        <source>%1 went over %2 seconds!</source>
        <translation>%1 went over %2 seconds!</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Play now goes clockwise.</translation>
    </message>
    <message>
        <source>Play now goes anticlockwise.</source>
        <translation>Play now goes anticlockwise.</translation>
    </message>
    <message>
        <source>%1 is skipped.</source>
        <translation>%1 is skipped.</translation>
    </message>
    <message>
        <source>%1 must play two cards, the first one that sets or adds seconds.</source>
        <translation>%1 must play two cards, the first one that sets or adds seconds.</translation>
    </message>
    <message>
        <source>%1 has no such card to start with.</source>
        <translation>%1 has no such card to start with.</translation>
    </message>
    <message>
        <source>%1 swapped hands with %2.</source>
        <translation>%1 swapped hands with %2.</translation>
    </message>
    <message>
        <source>%1 discarded a time stopper.</source>
        <translation>%1 discarded a time stopper.</translation>
    </message>
    <message>
        <source>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</source>
        <translation>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of the game; their %n card(s) go under the draw pile.</source>
        <translation>
            <numerusform>%1 is out of the game; their %n card goes under the draw pile.</numerusform>
            <numerusform>%1 is out of the game; their %n cards go under the draw pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile of %n card.</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile of %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over: %2 went over the limit.</source>
        <translation>Round %1 is over: %2 went over the limit.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2 played their last card; everyone else loses a bomb.</source>
        <translation>Round %1 is over: %2 played their last card; everyone else loses a bomb.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s bomb card went off.</source>
        <translation>Round %1 is over: %2&apos;s bomb card went off.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s play twice could not be answered.</source>
        <translation>Round %1 is over: %2&apos;s play twice could not be answered.</translation>
    </message>
    <message>
        <source>Round %1 is over: nobody holds a card.</source>
        <translation>Round %1 is over: nobody holds a card.</translation>
    </message>
    <message>
        <source>Round %1: the hands are filled up and %2 starts.</source>
        <translation>Round %1: the hands are filled up and %2 starts.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n bomb(s) left.</source>
        <translation>
            <numerusform>%1 won with %n bomb left.</numerusform>
            <numerusform>%1 won with %n bombs left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n bomb(s) left each.</source>
        <translation>
            <numerusform>%1 share the win with %n bomb left each.</numerusform>
            <numerusform>%1 share the win with %n bombs left each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoNames</name>
    <message>
        <source>Time stopper</source>
        <translation>Time stopper</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Reverse</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Skip</translation>
    </message>
    <message>
        <source>:60 Up to 60</source>
        <translation>:60 Up to 60</translation>
    </message>
    <message>
        <source>:30 To 30</source>
        <translation>:30 To 30</translation>
    </message>
    <message>
        <source>:0 Back to zero</source>
        <translation>:0 Back to zero</translation>
    </message>
    <message>
        <source>Everyone draws 1</source>
        <translation>Everyone draws 1</translation>
    </message>
    <message>
        <source>Everyone draws 2</source>
        <translation>Everyone draws 2</translation>
    </message>
    <message>
        <source>Swap hands</source>
        <translation>Swap hands</translation>
    </message>
    <message>
        <source>Play twice</source>
        <translation>Play twice</translation>
    </message>
    <message>
        <source>Bomb card</source>
        <translation>Bomb card</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>Ticking time bomb</source>
        <translation>Ticking time bomb</translation>
    </message>
</context>
<context>
    <name>BoomoRules</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n card.</numerusform>
            <numerusform>%n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>The cards</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>That makes %n card to play with; the ticking time bombs are not part of the deck.</numerusform>
            <numerusform>That makes %n cards to play with; the ticking time bombs are not part of the deck.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>For %1 to %2 players.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone puts %n ticking time bomb(s) face up in front of them.</source>
        <translation>
            <numerusform>Everyone puts %n ticking time bomb face up in front of them.</numerusform>
            <numerusform>Everyone puts %n ticking time bombs face up in front of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the cards and deal %n to each player; the rest is the draw pile.</source>
        <translation>
            <numerusform>Shuffle the cards and deal %n to each player; the rest is the draw pile.</numerusform>
            <numerusform>Shuffle the cards and deal %n to each player; the rest is the draw pile.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</source>
        <translation>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Players and setup</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second or below.</numerusform>
            <numerusform>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n seconds or below.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds (5, 10…):</source>
        <translation>Seconds (5, 10…):</translation>
    </message>
    <message>
        <source>add their seconds to the total.</source>
        <translation>add their seconds to the total.</translation>
    </message>
    <message>
        <source>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</source>
        <translation>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</translation>
    </message>
    <message>
        <source>leaves the total as it is. Keep it for a bomb card!</source>
        <translation>leaves the total as it is. Keep it for a bomb card!</translation>
    </message>
    <message>
        <source>play changes direction (with two players left it does nothing).</source>
        <translation>play changes direction (with two players left it does nothing).</translation>
    </message>
    <message>
        <source>the next player is passed over (with two players left, you play again).</source>
        <translation>the next player is passed over (with two players left, you play again).</translation>
    </message>
    <message>
        <source>everyone else, clockwise, draws 1 or 2 cards.</source>
        <translation>everyone else, clockwise, draws 1 or 2 cards.</translation>
    </message>
    <message>
        <source>swap your hand with a player of your choice (as your last card it swaps nothing).</source>
        <translation>swap your hand with a player of your choice (as your last card it swaps nothing).</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</source>
        <translation>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</source>
        <translation>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</source>
        <translation>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>The end of a round</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb and the round ends.</source>
        <translation>A card takes the total over the limit: that player loses a bomb and the round ends.</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</translation>
    </message>
    <message>
        <source>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</source>
        <translation>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</translation>
    </message>
    <message>
        <source>A bomb card has been answered: the round ends.</source>
        <translation>A bomb card has been answered: the round ends.</translation>
    </message>
    <message>
        <source>A player cannot start a play twice: the round ends.</source>
        <translation>A player cannot start a play twice: the round ends.</translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Then the total is 0 again and everyone still in fills their hand up to %n card, clockwise from the next round&apos;s first player.</numerusform>
            <numerusform>Then the total is 0 again and everyone still in fills their hand up to %n cards, clockwise from the next round&apos;s first player.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round starts with the player after the one whose card ended the round.</source>
        <translation>The next round starts with the player after the one whose card ended the round.</translation>
    </message>
    <message>
        <source>The deal moves one seat clockwise each round; the player left of the dealer starts.</source>
        <translation>The deal moves one seat clockwise each round; the player left of the dealer starts.</translation>
    </message>
    <message>
        <source>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>The winner</translation>
    </message>
    <message>
        <source>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</source>
        <translation>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</translation>
    </message>
    <message>
        <source>The winner (short variant)</source>
        <translation>The winner (short variant)</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point; still tied, the win is shared.</numerusform>
            <numerusform>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n points; still tied, the win is shared.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Rules reference for the variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>This variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>The idea</translation>
    </message>
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Everyone holds %n ticking time bomb. Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</numerusform>
            <numerusform>Everyone holds %n ticking time bombs. Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The name of a card (or cards) opening a line of the rules, followed by what it does.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Click a card in your hand</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it.</source>
        <translation>Choose it; click it again to play it.</translation>
    </message>
    <message>
        <source>Drag the chosen card onto the discard pile, or click the pile</source>
        <translation>Drag the chosen card onto the discard pile, or click the pile</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Play it.</translation>
    </message>
    <message>
        <source>Click a player</source>
        <translation>Click a player</translation>
    </message>
    <message>
        <source>After %1: swap hands with that player.</source>
        <translation>After %1: swap hands with that player.</translation>
    </message>
    <message>
        <source>Click an answer</source>
        <translation>Click an answer</translation>
    </message>
    <message>
        <source>After %1: discard a time stopper, or let one of your bombs explode.</source>
        <translation>After %1: discard a time stopper, or let one of your bombs explode.</translation>
    </message>
    <message>
        <source>Choose a card in your hand; when swapping hands, a player.</source>
        <translation>Choose a card in your hand; when swapping hands, a player.</translation>
    </message>
    <message>
        <source>Choose your answer to a bomb card.</source>
        <translation>Choose your answer to a bomb card.</translation>
    </message>
    <message>
        <source>Play the chosen card, or confirm the chosen player or answer.</source>
        <translation>Play the chosen card, or confirm the chosen player or answer.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Clear your choice.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>A turn, step by step</translation>
    </message>
    <message>
        <source>An exploded bomb</source>
        <translation>An exploded bomb</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>Your turn: the total stands at %n second. Choose a card from your hand: click it, or pick it with Left and Right.</numerusform>
            <numerusform>Your turn: the total stands at %n seconds. Choose a card from your hand: click it, or pick it with Left and Right.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</source>
        <translation>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</translation>
    </message>
    <message>
        <source>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</source>
        <translation>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</translation>
    </message>
</context>
<context>
    <name>BoomoScene</name>
    <message numerus="yes">
        <source>of %n second(s)</source>
        <extracomment>Under the running total on the dial: the limit, e.g. &quot;of 60 seconds&quot;.</extracomment>
        <translation>
            <numerusform>of %n second</numerusform>
            <numerusform>of %n seconds</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Draw pile: %n card</numerusform>
            <numerusform>Draw pile: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Discard pile: %n card</numerusform>
            <numerusform>Discard pile: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ clockwise</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ anticlockwise</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — your turn</translation>
    </message>
    <message>
        <source>Discard a time stopper</source>
        <translation>Discard a time stopper</translation>
    </message>
    <message>
        <source>Let a bomb explode</source>
        <translation>Let a bomb explode</translation>
    </message>
    <message>
        <source>%1, in %2&apos;s hand</source>
        <translation>%1, in %2&apos;s hand</translation>
    </message>
</context>
<context>
    <name>BoomoTable</name>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>Play twice starts with a card that sets or adds seconds.</source>
        <translation>Play twice starts with a card that sets or adds seconds.</translation>
    </message>
    <message>
        <source>Choose another player who is still in the game.</source>
        <translation>Choose another player who is still in the game.</translation>
    </message>
    <message>
        <source>First choose whom to swap hands with.</source>
        <translation>First choose whom to swap hands with.</translation>
    </message>
    <message>
        <source>First answer the bomb card.</source>
        <translation>First answer the bomb card.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Play a card.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choose a card from your hand first.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Round %1 is over.</translation>
    </message>
    <message>
        <source>Boom for %1.</source>
        <translation>Boom for %1.</translation>
    </message>
    <message>
        <source>Click the player to swap hands with.</source>
        <translation>Click the player to swap hands with.</translation>
    </message>
    <message>
        <source>Choose a player with Left and Right, then Enter.</source>
        <translation>Choose a player with Left and Right, then Enter.</translation>
    </message>
    <message>
        <source>Choose an answer with Up and Down, then Enter.</source>
        <translation>Choose an answer with Up and Down, then Enter.</translation>
    </message>
</context>
<context>
    <name>BoomoTexts</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Readings of the rules</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Fewest players</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>The smallest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Most players</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>The largest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Cards in hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt, and fills their hand up to after each round.</source>
        <translation>How many cards everyone is dealt, and fills their hand up to after each round.</translation>
    </message>
    <message>
        <source>Limit in seconds</source>
        <translation>Limit in seconds</translation>
    </message>
    <message>
        <source>The total must not go over this: whoever takes it over loses a bomb.</source>
        <translation>The total must not go over this: whoever takes it over loses a bomb.</translation>
    </message>
    <message>
        <source>Ticking time bombs</source>
        <translation>Ticking time bombs</translation>
    </message>
    <message>
        <source>How many bombs each player has; whoever loses them all is out.</source>
        <translation>How many bombs each player has; whoever loses them all is out.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Deck</translation>
    </message>
    <message>
        <source>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</source>
        <translation>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</translation>
    </message>
    <message>
        <source>Over the limit ends the round</source>
        <translation>Over the limit ends the round</translation>
    </message>
    <message>
        <source>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</translation>
    </message>
    <message>
        <source>A bomb card ends the round</source>
        <translation>A bomb card ends the round</translation>
    </message>
    <message>
        <source>On: once a bomb card has been answered, the round ends. Off: play goes on.</source>
        <translation>On: once a bomb card has been answered, the round ends. Off: play goes on.</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Who starts a round</translation>
    </message>
    <message>
        <source>Answering a bomb card</source>
        <translation>Answering a bomb card</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>The end of the game</translation>
    </message>
    <message>
        <source>Points of other cards</source>
        <translation>Points of other cards</translation>
    </message>
    <message>
        <source>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</source>
        <translation>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Kind of card</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Add a row…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Remove the row</translation>
    </message>
    <message>
        <source>Add a kind of card…</source>
        <translation>Add a kind of card…</translation>
    </message>
    <message>
        <source>Remove the kind of card</source>
        <translation>Remove the kind of card</translation>
    </message>
    <message>
        <source>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</source>
        <translation>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</translation>
    </message>
    <message>
        <source>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</source>
        <translation>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</translation>
    </message>
    <message>
        <source>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</source>
        <translation>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</translation>
    </message>
    <message>
        <source>After the ender</source>
        <translation>After the ender</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Left of the dealer</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Forced</translation>
    </message>
    <message>
        <source>Their choice</source>
        <translation>Their choice</translation>
    </message>
    <message>
        <source>Last bomb standing</source>
        <translation>Last bomb standing</translation>
    </message>
    <message>
        <source>First one out</source>
        <translation>First one out</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</source>
        <translation>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</translation>
    </message>
    <message>
        <source>%1-second cards</source>
        <extracomment>Boomo&apos;s cards that add %1 seconds, as their count is said: &quot;15-second cards: 0 → 10&quot;.</extracomment>
        <translation>%1-second cards</translation>
    </message>
</context>
<context>
    <name>BoomoTips</name>
    <message numerus="yes">
        <source>adds %n second(s) to the total.</source>
        <translation>
            <numerusform>adds %n second to the total.</numerusform>
            <numerusform>adds %n seconds to the total.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets the total to %n second(s).</source>
        <translation>
            <numerusform>sets the total to %n second.</numerusform>
            <numerusform>sets the total to %n seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves the total as it is; it also answers a bomb card.</source>
        <translation>leaves the total as it is; it also answers a bomb card.</translation>
    </message>
    <message>
        <source>play changes direction.</source>
        <translation>play changes direction.</translation>
    </message>
    <message>
        <source>the next player misses a turn.</source>
        <translation>the next player misses a turn.</translation>
    </message>
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>everyone else draws %n card.</numerusform>
            <numerusform>everyone else draws %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>you swap hands with a player of your choice.</source>
        <translation>you swap hands with a player of your choice.</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds.</source>
        <translation>the next player must play two cards, the first one that sets or adds seconds.</translation>
    </message>
    <message>
        <source>everyone else must discard a time stopper or lose a bomb.</source>
        <translation>everyone else must discard a time stopper or lose a bomb.</translation>
    </message>
    <message>
        <source>everyone else discards a time stopper or lets a bomb explode.</source>
        <translation>everyone else discards a time stopper or lets a bomb explode.</translation>
    </message>
    <message>
        <source>A card in %1&apos;s hand: only %1 sees its face.</source>
        <translation>A card in %1&apos;s hand: only %1 sees its face.</translation>
    </message>
    <message>
        <source>An exploded bomb: one of this player&apos;s bombs is gone.</source>
        <translation>An exploded bomb: one of this player&apos;s bombs is gone.</translation>
    </message>
    <message>
        <source>when a player&apos;s last one explodes, that player is out of the game.</source>
        <translation>when a player&apos;s last one explodes, that player is out of the game.</translation>
    </message>
    <message>
        <source>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</source>
        <translation>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Draw pile: %n card. When a round ends, hands are filled up from it.</numerusform>
            <numerusform>Draw pile: %n cards. When a round ends, hands are filled up from it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: play your card here. Its top card shows the last one played.</source>
        <translation>Discard pile: play your card here. Its top card shows the last one played.</translation>
    </message>
</context>
<context>
    <name>BoomoUi</name>
    <message>
        <source>A card game published by %1 (%2).</source>
        <extracomment>The rulebook names no designer: only the publisher and the year.</extracomment>
        <translation>A card game published by %1 (%2).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bombs</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>%1, play twice: first a card that sets or adds seconds.</source>
        <translation>%1, play twice: first a card that sets or adds seconds.</translation>
    </message>
    <message>
        <source>%1, now your second card: any card.</source>
        <translation>%1, now your second card: any card.</translation>
    </message>
    <message>
        <source>%1, choose whom to swap hands with.</source>
        <translation>%1, choose whom to swap hands with.</translation>
    </message>
    <message>
        <source>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</source>
        <translation>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</translation>
    </message>
    <message>
        <source>Your turn, %1: play a card.</source>
        <translation>Your turn, %1: play a card.</translation>
    </message>
</context>
<context>
    <name>CardImpactModel</name>
    <message>
        <source>Card</source>
        <translation>Card</translation>
    </message>
    <message>
        <source>Held</source>
        <extracomment>Column: how many seat-games had the card in the starting hand.</extracomment>
        <translation>Held</translation>
    </message>
    <message>
        <source>Win rate when held</source>
        <translation>Win rate when held</translation>
    </message>
    <message>
        <source>when not held</source>
        <translation>when not held</translation>
    </message>
    <message>
        <source>Difference (points)</source>
        <translation>Difference (points)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column: how many seat-games played a card of the kind.</extracomment>
        <translation>Played</translation>
    </message>
    <message>
        <source>Win rate when played</source>
        <translation>Win rate when played</translation>
    </message>
    <message>
        <source>when not played</source>
        <translation>when not played</translation>
    </message>
    <message>
        <source>Seat-games (one player in one game) in which the card was in the starting hand</source>
        <translation>Seat-games (one player in one game) in which the card was in the starting hand</translation>
    </message>
    <message>
        <source>Seat-games in which the player played a card of this kind</source>
        <translation>Seat-games in which the player played a card of this kind</translation>
    </message>
    <message>
        <source>Stands out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Stands out after Holm&apos;s correction for every test in the table, both columns.</translation>
    </message>
    <message>
        <source>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</translation>
    </message>
    <message>
        <source>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</source>
        <translation>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pass the screen to %1</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>%1 is ready: show my cards</translation>
    </message>
    <message>
        <source>Ready in a moment…</source>
        <translation>Ready in a moment…</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <comment>the name begins with a vowel</comment>
        <translation>Pass the screen to %1</translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
    <message>
        <source>No chances while the rules have problems: they are worked out from rules the game can play.</source>
        <translation>No chances while the rules have problems: they are worked out from rules the game can play.</translation>
    </message>
    <message>
        <source>No chances: this game cannot be played here, so nothing says what is dealt.</source>
        <translation>No chances: this game cannot be played here, so nothing says what is dealt.</translation>
    </message>
    <message>
        <source>No chances: at the start the players are dealt no hand from these cards.</source>
        <translation>No chances: at the start the players are dealt no hand from these cards.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>Any card</translation>
    </message>
    <message>
        <source>%1, all together</source>
        <extracomment>A column or a row of the deck as one kind: &quot;7, all together&quot; (in any colour), &quot;Gold, all together&quot;.</extracomment>
        <translation>%1, all together</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.</source>
        <extracomment>%1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.</extracomment>
        <translation>
            <numerusform>%1: %n card in the deck. A hand holds at least one in %2 of deals, and %3 on average.</numerusform>
            <numerusform>%1: %n cards in the deck. A hand holds at least one in %2 of deals, and %3 on average.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesPanel</name>
    <message>
        <source>Chances in a dealt hand</source>
        <translation>Chances in a dealt hand</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>The number of players the chances are worked out for</source>
        <translation>The number of players the chances are worked out for</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>S&amp;how:</translation>
    </message>
    <message>
        <source>Chance of being dealt at least one</source>
        <translation>Chance of being dealt at least one</translation>
    </message>
    <message>
        <source>Number in a hand on average</source>
        <translation>Number in a hand on average</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Each player is dealt %n card from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</numerusform>
            <numerusform>Each player is dealt %n cards from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand&apos;s value on average: %1 (the numbers on its cards added up).</source>
        <translation>A hand&apos;s value on average: %1 (the numbers on its cards added up).</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>“%1” is not a card of this deck; expected %2.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>“%1” is not a name (%2): use lower-case letters, digits, - and _.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1: expected a number of cards from 0 to %2, found “%3”.</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>more than %1 cards of %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Line %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message>
        <source>a value from %1 to %2</source>
        <translation>a value from %1 to %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>count</translation>
    </message>
    <message>
        <source>the file holds no cards.</source>
        <translation>the file holds no cards.</translation>
    </message>
    <message>
        <source>the column %1 appears twice.</source>
        <translation>the column %1 appears twice.</translation>
    </message>
    <message>
        <source>%1 has a row already.</source>
        <translation>%1 has a row already.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n cell more than the header has columns.</numerusform>
            <numerusform>%n cells more than the header has columns.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>expected a header row with at least two columns.</translation>
    </message>
    <message>
        <source>expected a header row naming the columns.</source>
        <translation>expected a header row naming the columns.</translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>expected at least %n cell.</numerusform>
            <numerusform>expected at least %n cells.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the cell is missing; write 0 for no cards.</source>
        <translation>%1: the cell is missing; write 0 for no cards.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Line %1, column %2: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the cell is empty; write 0 for no cards.</source>
        <translation>%1: the cell is empty; write 0 for no cards.</translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message>
        <source>%1 removed</source>
        <translation>%1 removed</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 added (%n card)</numerusform>
            <numerusform>%1 added (%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 added</translation>
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
            <numerusform>%1 (%2 → %n card)</numerusform>
            <numerusform>%1 (%2 → %n cards)</numerusform>
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
            <numerusform>The deck: %n card</numerusform>
            <numerusform>The deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n card</numerusform>
            <numerusform>%1: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Base: %n card</numerusform>
            <numerusform>Base: %n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Change %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>In the file: %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>This deck has room for no more than %1 of them.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>“%1” is not a name (%2): use lower-case letters, digits, - and _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>The deck has “%1” already.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Add %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Remove %1</translation>
    </message>
    <message>
        <source>Expected a number of cards from 0 to %1.</source>
        <translation>Expected a number of cards from 0 to %1.</translation>
    </message>
    <message>
        <source>Expected a value from %1 to %2.</source>
        <translation>Expected a value from %1 to %2.</translation>
    </message>
    <message>
        <source>“%1” is not a card this deck may have.</source>
        <translation>“%1” is not a card this deck may have.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>The deck has a column %1 already.</translation>
    </message>
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>Change %n card count</numerusform>
            <numerusform>Change %n card counts</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the deck from CSV</source>
        <translation>Import the deck from CSV</translation>
    </message>
    <message numerus="yes">
        <source>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).</source>
        <translation>
            <numerusform>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card.</numerusform>
            <numerusform>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>Import CSV…</source>
        <translation>Import CSV…</translation>
    </message>
    <message>
        <source>Read the deck from a spreadsheet saved as CSV</source>
        <translation>Read the deck from a spreadsheet saved as CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Export CSV…</translation>
    </message>
    <message>
        <source>Write the deck as CSV, for a spreadsheet</source>
        <translation>Write the deck as CSV, for a spreadsheet</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Paste</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>The deck: %n card.</numerusform>
            <numerusform>The deck: %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>No cards</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Name (as the file writes it):</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Start with the cards of:</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>A &amp;value:</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>A &amp;named card:</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Cards of it in each row:</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Cards of it:</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 cannot be read: %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</translation>
    </message>
    <message>
        <source>Import the deck</source>
        <translation>Import the deck</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV files (*.csv *.txt);;All files (*)</translation>
    </message>
    <message>
        <source>%1 cannot be used as this deck; nothing was changed.</source>
        <translation>%1 cannot be used as this deck; nothing was changed.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Export the deck</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>The deck could not be written to %1:
%2</source>
        <translation>The deck could not be written to %1:
%2</translation>
    </message>
    <message>
        <source>Against the base: %1</source>
        <translation>Against the base: %1</translation>
    </message>
    <message>
        <source>%1 leaves out cards the deck has: %2.</source>
        <translation>%1 leaves out cards the deck has: %2.</translation>
    </message>
    <message>
        <source>Remove them from the deck? With No, the deck stays as it is.</source>
        <translation>Remove them from the deck? With No, the deck stays as it is.</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Remove them</translation>
    </message>
    <message>
        <source>Keep the deck</source>
        <translation>Keep the deck</translation>
    </message>
</context>
<context>
    <name>DeckPrinter</name>
    <message numerus="yes">
        <source>A print-and-play deck of %n card(s),</source>
        <translation>
            <numerusform>A print-and-play deck of %n card,</numerusform>
            <numerusform>A print-and-play deck of %n cards,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of fronts.</source>
        <translation>
            <numerusform>%n sheet of fronts.</numerusform>
            <numerusform>%n sheets of fronts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</source>
        <translation>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</translation>
    </message>
    <message>
        <source>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</source>
        <translation>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</translation>
    </message>
    <message>
        <source>What differs from the base</source>
        <translation>What differs from the base</translation>
    </message>
    <message>
        <source>Nothing: these are the rules as published.</source>
        <translation>Nothing: these are the rules as published.</translation>
    </message>
    <message>
        <source>Nothing: this deck and these numbers are those of %1.</source>
        <translation>Nothing: this deck and these numbers are those of %1.</translation>
    </message>
    <message>
        <source>Against %1:</source>
        <translation>Against %1:</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>The deck</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
</context>
<context>
    <name>DiagnosticsModel</name>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Line</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
</context>
<context>
    <name>EarlierRules</name>
    <message>
        <source>This game is played under an earlier version of “%1”: the rules it started with, which it keeps to the end.</source>
        <translation>This game is played under an earlier version of “%1”: the rules it started with, which it keeps to the end.</translation>
    </message>
    <message>
        <source>The file has changed since:</source>
        <translation>The file has changed since:</translation>
    </message>
    <message>
        <source>Earlier rules</source>
        <translation>Earlier rules</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New house rule</source>
        <translation>New house rule</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Cannot make a house rule</translation>
    </message>
    <message>
        <source>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</source>
        <translation>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Title and description</source>
        <translation>Title and description</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</source>
        <translation>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;New house rule</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Play with these rules</source>
        <translation>&amp;Play with these rules</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Reset to &amp;base</source>
        <translation>Reset to &amp;base</translation>
    </message>
    <message>
        <source>Give the chosen parameter its base value again</source>
        <translation>Give the chosen parameter its base value again</translation>
    </message>
    <message>
        <source>Reset &amp;all to base</source>
        <translation>Reset &amp;all to base</translation>
    </message>
    <message>
        <source>Give every parameter its base value again</source>
        <translation>Give every parameter its base value again</translation>
    </message>
    <message>
        <source>&amp;Changed only</source>
        <translation>&amp;Changed only</translation>
    </message>
    <message>
        <source>Show only the parameters that differ from the base</source>
        <translation>Show only the parameters that differ from the base</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Editing</translation>
    </message>
    <message>
        <source>Choose a parameter to read what it does. Double-click a value to change it.</source>
        <translation>Choose a parameter to read what it does. Double-click a value to change it.</translation>
    </message>
    <message>
        <source>Value: %1 · base value: %2</source>
        <translation>Value: %1 · base value: %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Undo: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Redo: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Redo</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (read-only)</translation>
    </message>
    <message>
        <source>%1[*]%2 — Rules editor</source>
        <extracomment>The editor&apos;s window title: the variant&apos;s title, [*] marks unsaved changes.</extracomment>
        <translation>%1[*]%2 — Rules editor</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Based on: %1</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>no changes</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems: the game accepts these rules</source>
        <translation>no problems: the game accepts these rules</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problems (%1)</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Cannot save yet</translation>
    </message>
    <message>
        <source>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</source>
        <translation>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</translation>
    </message>
    <message>
        <source>%1 (house rule)</source>
        <translation>%1 (house rule)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Cannot save the rules</translation>
    </message>
    <message>
        <source>The rules could not be saved to %1:
%2</source>
        <translation>The rules could not be saved to %1:
%2</translation>
    </message>
    <message>
        <source>Open rules</source>
        <translation>Open rules</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variants (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Cannot open the rules</translation>
    </message>
    <message>
        <source>%1 cannot be edited:
%2</source>
        <translation>%1 cannot be edited:
%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Clear the list</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Save the changes?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>“%1” has changes that are not saved.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Save them before closing?</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Playtest</translation>
    </message>
    <message>
        <source>Print &amp;deck…</source>
        <translation>Print &amp;deck…</translation>
    </message>
    <message>
        <source>Notebook</source>
        <extracomment>The editor&apos;s tab listing every simulation run kept (the lab&apos;s notebook).</extracomment>
        <translation>Notebook</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules does not know the game %1.</translation>
    </message>
    <message>
        <source>The house rule as it will be saved</source>
        <translation>The house rule as it will be saved</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>More tools</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 is playing.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>End of the game</translation>
    </message>
    <message>
        <source>Rules: %1 · Deal no. %2</source>
        <translation>Rules: %1 · Deal&#xa0;no.&#xa0;%2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Waiting for %1.</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Play again</translation>
    </message>
    <message>
        <source>The same players and rules, a new deal.</source>
        <translation>The same players and rules, a new deal.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 is playing.</translation>
    </message>
    <message>
        <source>Your turn in a moment, %1: let go of the keys.</source>
        <translation>Your turn in a moment, %1: let go of the keys.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Go on</translation>
    </message>
    <message>
        <source>Look at your cards, %1: the computer players start in a moment.</source>
        <translation>Look at your cards, %1: the computer players start in a moment.</translation>
    </message>
    <message>
        <source>Copy the deal number</source>
        <translation>Copy the deal number</translation>
    </message>
    <message>
        <source>Deal no. %1: in a new game, the same number deals the same cards again.</source>
        <translation>Deal no. %1: in a new game, the same number deals the same cards again.</translation>
    </message>
    <message>
        <source>Keys and clicks before your turn are ignored.</source>
        <translation>Keys and clicks before your turn are ignored.</translation>
    </message>
    <message>
        <source>The next computer player plays now (Space).</source>
        <translation>The next computer player plays now (Space).</translation>
    </message>
    <message>
        <source>The computer players start now (Space).</source>
        <translation>The computer players start now (Space).</translation>
    </message>
    <message>
        <source>%1 plays next: press Space or Go on.</source>
        <translation>%1 plays next: press Space or Go on.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your turn. The guide is looking at your position…</source>
        <translation>Your turn. The guide is looking at your position…</translation>
    </message>
    <message>
        <source>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</source>
        <translation>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 is playing. Watch the table: the game log on the right says each move in words.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <translation>%1 is playing. Watch the table: the game log on the right says each move in words.</translation>
    </message>
    <message>
        <source>The marked choice did best in the computer&apos;s trial games from your position.</source>
        <translation>The marked choice did best in the computer&apos;s trial games from your position.</translation>
    </message>
    <message>
        <source>Press Enter to play the marked choice, or click it; or play something else, if you like.</source>
        <translation>Press Enter to play the marked choice, or click it; or play something else, if you like.</translation>
    </message>
    <message>
        <source>Guided first round: %1</source>
        <translation>Guided first round: %1</translation>
    </message>
    <message>
        <source>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</source>
        <translation>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Close the guide</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Leave the guide</translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
    <message>
        <source>1. The villains by colour</source>
        <translation>1. The villains by colour</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Counts double</translation>
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
        <translation>%1: +%2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</source>
        <translation>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</translation>
    </message>
    <message>
        <source>2. Black Jack</source>
        <translation>2. Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%1 hired him %n time(s).</source>
        <translation>
            <numerusform>%1 hired him %n time.</numerusform>
            <numerusform>%1 hired him %n times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) were left in the harbour.</source>
        <translation>
            <numerusform>%n villain was left in the harbour.</numerusform>
            <numerusform>%n villains were left in the harbour.</numerusform>
        </translation>
    </message>
    <message>
        <source>3. The winner</source>
        <translation>3. The winner</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. The winner</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wins with %n point!</numerusform>
            <numerusform>%1 wins with %n points!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 share the win with %n point each.</numerusform>
            <numerusform>%1 share the win with %n points each.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsFigureTexts</name>
    <message>
        <source>Villains at the end</source>
        <translation>Villains at the end</translation>
    </message>
    <message>
        <source>Black Jack hired</source>
        <translation>Black Jack hired</translation>
    </message>
    <message>
        <source>Players end with %1 more villains (±%2).</source>
        <translation>Players end with %1 more villains (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer villains (±%2).</source>
        <translation>Players end with %1 fewer villains (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more villains (±%2).</source>
        <translation>Seat %3 ends with %1 more villains (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer villains (±%2).</source>
        <translation>Seat %3 ends with %1 fewer villains (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 more times a game (±%2).</source>
        <translation>Players hire Black Jack %1 more times a game (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 fewer times a game (±%2).</source>
        <translation>Players hire Black Jack %1 fewer times a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 more times a game (±%2).</source>
        <translation>Seat %3 hires Black Jack %1 more times a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 fewer times a game (±%2).</source>
        <translation>Seat %3 hires Black Jack %1 fewer times a game (±%2).</translation>
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
        <translation>field %1, whose den shows %2</translation>
    </message>
    <message>
        <source>field %1, whose den shows no villain now</source>
        <translation>field %1, whose den shows no villain now</translation>
    </message>
    <message>
        <source>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</source>
        <translation>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</translation>
    </message>
    <message>
        <source>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</source>
        <translation>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</translation>
    </message>
    <message>
        <source>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</source>
        <translation>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</translation>
    </message>
    <message>
        <source>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</source>
        <translation>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</translation>
    </message>
    <message>
        <source>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</source>
        <translation>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</translation>
    </message>
    <message>
        <source>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</source>
        <translation>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</translation>
    </message>
    <message>
        <source>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</source>
        <translation>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</translation>
    </message>
    <message>
        <source>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</source>
        <translation>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</source>
        <translation>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</translation>
    </message>
    <message>
        <source>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</source>
        <translation>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</source>
        <translation>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</translation>
    </message>
    <message>
        <source>%1 fields take your captain to %2: no other card of this round shows that number.</source>
        <translation>%1 fields take your captain to %2: no other card of this round shows that number.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>The harbour holds %n villain: take it.</numerusform>
            <numerusform>The harbour holds %n villains: take the one worth most to you.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</source>
        <translation>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</translation>
    </message>
    <message>
        <source>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</source>
        <translation>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</translation>
    </message>
    <message>
        <source>Take %1: it raises your score from %2 to %3, counting your most held colour double.</source>
        <translation>Take %1: it raises your score from %2 to %3, counting your most held colour double.</translation>
    </message>
    <message>
        <source>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is offered.</extracomment>
        <translation>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</translation>
    </message>
    <message>
        <source>Giving %1 to the harbour drops your score from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is given.</extracomment>
        <translation>Giving %1 to the harbour drops your score from %2 to %3.</translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message>
        <source>%1 puts their captain on field %2.</source>
        <translation>%1 puts their captain on field %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the den at field %3.</source>
        <translation>%1 takes %2 from the den at field %3.</translation>
    </message>
    <message>
        <source>The dens open: each den&apos;s top villain is turned face up.</source>
        <translation>The dens open: each den&apos;s top villain is turned face up.</translation>
    </message>
    <message>
        <source>%1 puts Black Jack on field %2.</source>
        <translation>%1 puts Black Jack on field %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Round %1 of %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 to hire Black Jack.</source>
        <translation>%1 offers %2 to hire Black Jack.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passes.</translation>
    </message>
    <message>
        <source>%1 hires Black Jack; %2 goes to the harbour.</source>
        <translation>%1 hires Black Jack; %2 goes to the harbour.</translation>
    </message>
    <message>
        <source>Nobody hires Black Jack this round.</source>
        <translation>Nobody hires Black Jack this round.</translation>
    </message>
    <message>
        <source>%1 chose a movement card.</source>
        <translation>%1 chose a movement card.</translation>
    </message>
    <message>
        <source>%1 chose the rum card (secret until the reveal).</source>
        <translation>%1 chose the rum card (secret until the reveal).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 (secret until the reveal).</source>
        <translation>%1 chose movement card %2 (secret until the reveal).</translation>
    </message>
    <message>
        <source>%1 shows the rum card.</source>
        <translation>%1 shows the rum card.</translation>
    </message>
    <message>
        <source>%1 shows a %2.</source>
        <translation>%1 shows a %2.</translation>
    </message>
    <message>
        <source>%1&apos;s card is cancelled by an equal one: their captain stays.</source>
        <translation>%1&apos;s card is cancelled by an equal one: their captain stays.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>%1&apos;s rum moves %n field.</numerusform>
            <numerusform>%1&apos;s rum moves %n fields.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s captain moves from field %2 to field %3.</source>
        <translation>%1&apos;s captain moves from field %2 to field %3.</translation>
    </message>
    <message>
        <source>%1&apos;s captain is pushed on to field %2.</source>
        <translation>%1&apos;s captain is pushed on to field %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 takes %2 from %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the harbour.</source>
        <translation>%1 takes %2 from the harbour.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the harbour.</source>
        <translation>%1 gives %2 to the harbour.</translation>
    </message>
    <message>
        <source>%1 turns up Black Jack&apos;s card: %2.</source>
        <translation>%1 turns up Black Jack&apos;s card: %2.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is turned up: %1.</source>
        <translation>Black Jack&apos;s card is turned up: %1.</translation>
    </message>
    <message>
        <source>Black Jack moves from field %1 to field %2.</source>
        <translation>Black Jack moves from field %1 to field %2.</translation>
    </message>
    <message>
        <source>Black Jack walks on to field %1.</source>
        <translation>Black Jack walks on to field %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 won with %n point.</numerusform>
            <numerusform>%1 won with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 share the win with %n point each.</numerusform>
            <numerusform>%1 share the win with %n points each.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose Black Jack&apos;s card.</source>
        <translation>%1 chose Black Jack&apos;s card.</translation>
    </message>
    <message>
        <source>%1 chose the rum card for Black Jack (secret until he moves).</source>
        <translation>%1 chose the rum card for Black Jack (secret until he moves).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 for Black Jack (secret until he moves).</source>
        <translation>%1 chose movement card %2 for Black Jack (secret until he moves).</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is cancelled by an equal one: he stays.</source>
        <translation>Black Jack&apos;s card is cancelled by an equal one: he stays.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Black Jack&apos;s rum moves him %n field.</numerusform>
            <numerusform>Black Jack&apos;s rum moves him %n fields.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 takes %2 from %3.</translation>
    </message>
    <message>
        <source>%1 chooses the harbour, but it is empty: nothing to take.</source>
        <translation>%1 chooses the harbour, but it is empty: nothing to take.</translation>
    </message>
    <message>
        <source>%1 chooses to rob %2, but may take nothing.</source>
        <translation>%1 chooses to rob %2, but may take nothing.</translation>
    </message>
</context>
<context>
    <name>HsNames</name>
    <message>
        <source>Yellow</source>
        <translation>Yellow</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grey</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
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
        <translation>Rum card</translation>
    </message>
    <message>
        <source>Movement card %1</source>
        <translation>Movement card %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement card %1</source>
        <translation>Black Jack&apos;s movement card %1</translation>
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
            <numerusform>%n villain, value %1.</numerusform>
            <numerusform>%n villains, values %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The villains</source>
        <translation>The villains</translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n villain card in these colours, from lowest to highest (the order settles ties):</numerusform>
            <numerusform>%n villain cards in these colours, from lowest to highest (the order settles ties):</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player has the movement cards %1 and a rum card.</source>
        <translation>Each player has the movement cards %1 and a rum card.</translation>
    </message>
    <message>
        <source>Each player has the movement cards %1.</source>
        <translation>Each player has the movement cards %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>The game lasts %n round; each uses one movement card, and a card is used only once.</numerusform>
            <numerusform>The game lasts %n rounds; each uses one movement card, and a card is used only once.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>For %1 to %2 players.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour is a ring of %n field(s), each in front of a den.</source>
        <translation>
            <numerusform>The harbour is a ring of %n field, in front of a den.</numerusform>
            <numerusform>The harbour is a ring of %n fields, each in front of a den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the villains and put %n face down in each den.</source>
        <translation>
            <numerusform>Shuffle the villains and put %n face down in each den.</numerusform>
            <numerusform>Shuffle the villains and put %n face down in each den.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n villain(s) stay in the box, unseen.</source>
        <translation>
            <numerusform>The other %n villain stays in the box, unseen.</numerusform>
            <numerusform>The other %n villains stay in the box, unseen.</numerusform>
        </translation>
    </message>
    <message>
        <source>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</source>
        <translation>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Setup</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>A round</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Choose.</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret; then all are shown together.</source>
        <translation>Everyone chooses one of their movement cards in secret; then all are shown together.</translation>
    </message>
    <message>
        <source>Cancel.</source>
        <translation>Cancel.</translation>
    </message>
    <message>
        <source>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</translation>
    </message>
    <message>
        <source>Rum.</source>
        <translation>Rum.</translation>
    </message>
    <message>
        <source>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</source>
        <translation>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</translation>
    </message>
    <message>
        <source>Move.</source>
        <translation>Move.</translation>
    </message>
    <message>
        <source>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</source>
        <translation>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</translation>
    </message>
    <message>
        <source>Landing</source>
        <translation>Landing</translation>
    </message>
    <message>
        <source>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</source>
        <translation>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</source>
        <translation>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</source>
        <translation>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</translation>
    </message>
    <message>
        <source>Either way, the captain who stood there moves on to the next free field and takes nothing there.</source>
        <translation>Either way, the captain who stood there moves on to the next free field and takes nothing there.</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>Black Jack&apos;s %n movement card lies face down on his ship.</numerusform>
            <numerusform>Black Jack&apos;s %n movement cards are shuffled face down on his ship.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</source>
        <translation>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>The auction</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</translation>
    </message>
    <message>
        <source>His move</source>
        <translation>His move</translation>
    </message>
    <message>
        <source>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</source>
        <translation>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</translation>
    </message>
    <message>
        <source>Hired:</source>
        <translation>Hired:</translation>
    </message>
    <message>
        <source>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</source>
        <translation>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</translation>
    </message>
    <message>
        <source>Not hired:</source>
        <translation>Not hired:</translation>
    </message>
    <message>
        <source>every captain he reaches or passes chooses a villain of their own to give to the harbour.</source>
        <translation>every captain he reaches or passes chooses a villain of their own to give to the harbour.</translation>
    </message>
    <message>
        <source>If he stops on an occupied field, he walks on to the next free one.</source>
        <translation>If he stops on an occupied field, he walks on to the next free one.</translation>
    </message>
    <message>
        <source>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</source>
        <translation>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</translation>
    </message>
    <message>
        <source>After round %1 the game ends.</source>
        <translation>After round %1 the game ends.</translation>
    </message>
    <message>
        <source>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</source>
        <translation>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Rules reference for the variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>This variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>The idea</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</source>
        <translation>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</source>
        <translation>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</source>
        <translation>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1.</source>
        <translation>Black Jack plays with the movement cards of an absent third captain: %1.</translation>
    </message>
    <message>
        <source>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</source>
        <translation>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</translation>
    </message>
    <message>
        <source>Hired</source>
        <translation>Hired</translation>
    </message>
    <message>
        <source>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</source>
        <translation>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</translation>
    </message>
    <message>
        <source>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</source>
        <translation>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</translation>
    </message>
    <message>
        <source>Not hired</source>
        <translation>Not hired</translation>
    </message>
    <message>
        <source>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</source>
        <translation>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</translation>
    </message>
    <message>
        <source>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</source>
        <translation>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</translation>
    </message>
    <message>
        <source>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</source>
        <translation>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>For %n player.</numerusform>
            <numerusform>For %n players.</numerusform>
        </translation>
    </message>
    <message>
        <source>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</source>
        <translation>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</translation>
    </message>
    <message>
        <source>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</source>
        <translation>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 to 9</translation>
    </message>
    <message>
        <source>Choose the movement card with that number; after a lone rum, name that number.</source>
        <translation>Choose the movement card with that number; after a lone rum, name that number.</translation>
    </message>
    <message>
        <source>Choose your rum card.</source>
        <translation>Choose your rum card.</translation>
    </message>
    <message>
        <source>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</source>
        <translation>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</translation>
    </message>
    <message>
        <source>Pass in the auction.</source>
        <translation>Pass in the auction.</translation>
    </message>
    <message>
        <source>Go from one choice to the next: a card, a field, a villain.</source>
        <translation>Go from one choice to the next: a card, a field, a villain.</translation>
    </message>
    <message>
        <source>Do what is chosen.</source>
        <translation>Do what is chosen.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Clear your choice.</translation>
    </message>
    <message>
        <source>Click one of your movement cards</source>
        <translation>Click one of your movement cards</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it. It stays face down until everyone has chosen.</source>
        <translation>Choose it; click it again to play it. It stays face down until everyone has chosen.</translation>
    </message>
    <message>
        <source>Click what lights up</source>
        <translation>Click what lights up</translation>
    </message>
    <message>
        <source>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</source>
        <translation>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>A round, step by step</translation>
    </message>
    <message>
        <source>A movement card</source>
        <translation>A movement card</translation>
    </message>
    <message>
        <source>The rum card</source>
        <translation>The rum card</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card</source>
        <translation>Black Jack&apos;s card</translation>
    </message>
    <message>
        <source>A captain</source>
        <translation>A captain</translation>
    </message>
    <message>
        <source>A den</source>
        <translation>A den</translation>
    </message>
    <message>
        <source>A field</source>
        <translation>A field</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</source>
        <translation>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</translation>
    </message>
    <message>
        <source>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</translation>
    </message>
    <message>
        <source>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</source>
        <translation>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</translation>
    </message>
</context>
<context>
    <name>HsScene</name>
    <message numerus="yes">
        <source>%1, in the den at field %2 (%n villain(s) there)</source>
        <translation>
            <numerusform>%1, in the den at field %2 (%n villain there)</numerusform>
            <numerusform>%1, in the den at field %2 (%n villains there)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) in this den</source>
        <translation>
            <numerusform>%n villain in this den</numerusform>
            <numerusform>%n villains in this den</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Setting up</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Harbour: %n villain</numerusform>
            <numerusform>Harbour: %n villains</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack&apos;s card %1</source>
        <translation>Black Jack&apos;s card %1</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message>
        <source>Best offer: %1 by %2</source>
        <translation>Best offer: %1 by %2</translation>
    </message>
    <message>
        <source>Auction: no offer yet</source>
        <translation>Auction: no offer yet</translation>
    </message>
    <message>
        <source>Hired by %1</source>
        <translation>Hired by %1</translation>
    </message>
    <message>
        <source>Not hired this round</source>
        <translation>Not hired this round</translation>
    </message>
    <message>
        <source>%1&apos;s captain (%2)</source>
        <translation>%1&apos;s captain (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
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
        <translation>A movement card, chosen in secret</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>Your card: the others see its back until the reveal</source>
        <translation>Your card: the others see its back until the reveal</translation>
    </message>
    <message>
        <source>your secret</source>
        <translation>your secret</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>cancelled</translation>
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
        <translation>choosing…</translation>
    </message>
    <message>
        <source>no villains yet</source>
        <translation>no villains yet</translation>
    </message>
    <message>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <source>%1 counts double: the colour held most</source>
        <translation>%1 counts double: the colour held most</translation>
    </message>
    <message>
        <source>Movement cards %1 still holds</source>
        <translation>Movement cards %1 still holds</translation>
    </message>
    <message>
        <source>Your rum moves…</source>
        <translation>Your rum moves…</translation>
    </message>
    <message>
        <source>Your movement cards</source>
        <translation>Your movement cards</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Pass (P)</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card, chosen in secret by %1</source>
        <translation>Black Jack&apos;s card, chosen in secret by %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card: the others see its back until he moves</source>
        <translation>Black Jack&apos;s card: the others see its back until he moves</translation>
    </message>
    <message>
        <source>Black Jack&apos;s rum moves…</source>
        <translation>Black Jack&apos;s rum moves…</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement cards: choose his card for this round</source>
        <translation>Black Jack&apos;s movement cards: choose his card for this round</translation>
    </message>
    <message>
        <source>You landed on Black Jack, hired by %1</source>
        <translation>You landed on Black Jack, hired by %1</translation>
    </message>
    <message>
        <source>Take a villain from the harbour (H)</source>
        <translation>Take a villain from the harbour (H)</translation>
    </message>
    <message>
        <source>The harbour is empty.</source>
        <translation>The harbour is empty.</translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Take the villain in the harbour.</numerusform>
            <numerusform>Take one of the %n villains in the harbour.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1 (R)</source>
        <translation>Rob %1 (R)</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains, as when landing on a captain.</source>
        <translation>Take one of %1&apos;s villains, as when landing on a captain.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s cards: %n left</source>
        <translation>
            <numerusform>Black Jack&apos;s cards: %n left</numerusform>
            <numerusform>Black Jack&apos;s cards: %n left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsTable</name>
    <message>
        <source>hired Black Jack</source>
        <translation>hired Black Jack</translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>offers %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passes</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Field %1 is taken: choose a free field.</source>
        <translation>Field %1 is taken: choose a free field.</translation>
    </message>
    <message>
        <source>Click a free field.</source>
        <translation>Click a free field.</translation>
    </message>
    <message>
        <source>Offer one of your villains, or pass.</source>
        <translation>Offer one of your villains, or pass.</translation>
    </message>
    <message>
        <source>Offer one of your own villains.</source>
        <translation>Offer one of your own villains.</translation>
    </message>
    <message>
        <source>Offer a villain worth more than the best offer, %1.</source>
        <translation>Offer a villain worth more than the best offer, %1.</translation>
    </message>
    <message>
        <source>You have played that movement card already.</source>
        <translation>You have played that movement card already.</translation>
    </message>
    <message>
        <source>Choose one of your movement cards.</source>
        <translation>Choose one of your movement cards.</translation>
    </message>
    <message>
        <source>A card of this round shows %1: name a number no card shows.</source>
        <translation>A card of this round shows %1: name a number no card shows.</translation>
    </message>
    <message>
        <source>Name the number your rum moves.</source>
        <translation>Name the number your rum moves.</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains.</source>
        <translation>Take one of %1&apos;s villains.</translation>
    </message>
    <message>
        <source>Take one of the villains in the harbour.</source>
        <translation>Take one of the villains in the harbour.</translation>
    </message>
    <message>
        <source>Give one of your own villains to the harbour.</source>
        <translation>Give one of your own villains to the harbour.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 is over. Villains won: %2.</source>
        <translation>Round %1 is over. Villains won: %2.</translation>
    </message>
    <message>
        <source>You have no movement card %1 left.</source>
        <translation>You have no movement card %1 left.</translation>
    </message>
    <message>
        <source>You have played your rum card already.</source>
        <translation>You have played your rum card already.</translation>
    </message>
    <message>
        <source>There is nothing to pass now.</source>
        <translation>There is nothing to pass now.</translation>
    </message>
    <message>
        <source>Choose with Left and Right, then press Enter.</source>
        <translation>Choose with Left and Right, then press Enter.</translation>
    </message>
    <message>
        <source>Black Jack has played that movement card already.</source>
        <translation>Black Jack has played that movement card already.</translation>
    </message>
    <message>
        <source>Choose one of Black Jack&apos;s movement cards.</source>
        <translation>Choose one of Black Jack&apos;s movement cards.</translation>
    </message>
    <message>
        <source>Name the number Black Jack&apos;s rum moves him.</source>
        <translation>Name the number Black Jack&apos;s rum moves him.</translation>
    </message>
    <message>
        <source>Take a villain from the harbour or rob %1.</source>
        <translation>Take a villain from the harbour or rob %1.</translation>
    </message>
    <message>
        <source>Black Jack has no movement card %1 left.</source>
        <translation>Black Jack has no movement card %1 left.</translation>
    </message>
    <message>
        <source>Black Jack has played his rum card already.</source>
        <translation>Black Jack has played his rum card already.</translation>
    </message>
</context>
<context>
    <name>HsTexts</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Harbour</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Readings of the rules</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Fewest players</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>The smallest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Most players</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>The largest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Fields</translation>
    </message>
    <message>
        <source>How many fields the ring round the harbour has, each in front of a den.</source>
        <translation>How many fields the ring round the harbour has, each in front of a den.</translation>
    </message>
    <message>
        <source>Villains per den</source>
        <translation>Villains per den</translation>
    </message>
    <message>
        <source>How many villains lie face down in each den at the start; the rest stay in the box.</source>
        <translation>How many villains lie face down in each den at the start; the rest stay in the box.</translation>
    </message>
    <message>
        <source>Villains</source>
        <translation>Villains</translation>
    </message>
    <message>
        <source>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</source>
        <translation>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</translation>
    </message>
    <message>
        <source>Movement cards</source>
        <translation>Movement cards</translation>
    </message>
    <message>
        <source>The numbers on each player&apos;s movement cards: how far a captain can move.</source>
        <translation>The numbers on each player&apos;s movement cards: how far a captain can move.</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Rum card</translation>
    </message>
    <message>
        <source>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</source>
        <translation>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>How many rounds a game lasts; each round uses one movement card.</source>
        <translation>How many rounds a game lasts; each round uses one movement card.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s cards</source>
        <translation>Black Jack&apos;s cards</translation>
    </message>
    <message>
        <source>Counting to rob</source>
        <translation>Counting to rob</translation>
    </message>
    <message>
        <source>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</source>
        <translation>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation>Not in the game</translation>
    </message>
    <message>
        <source>Hired in an auction</source>
        <translation>Hired in an auction</translation>
    </message>
    <message>
        <source>After taking the den&apos;s villain</source>
        <translation>After taking the den&apos;s villain</translation>
    </message>
    <message>
        <source>Before taking the den&apos;s villain</source>
        <translation>Before taking the den&apos;s villain</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Add a colour…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Remove the colour</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Add a value…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Remove the value</translation>
    </message>
    <message>
        <source>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</source>
        <translation>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</translation>
    </message>
    <message>
        <source>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</source>
        <translation>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</translation>
    </message>
    <message>
        <source>With an absent captain&apos;s cards (for two)</source>
        <translation>With an absent captain&apos;s cards (for two)</translation>
    </message>
    <message>
        <source>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</source>
        <translation>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</translation>
    </message>
    <message>
        <source>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</source>
        <translation>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</translation>
    </message>
    <message>
        <source>The movement card %1 is there twice: each number may appear only once.</source>
        <translation>The movement card %1 is there twice: each number may appear only once.</translation>
    </message>
    <message>
        <source>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</source>
        <translation>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</translation>
    </message>
    <message>
        <source>More rounds (%1) than movement cards (%2): each round uses one movement card.</source>
        <translation>More rounds (%1) than movement cards (%2): each round uses one movement card.</translation>
    </message>
    <message>
        <source>More rounds (%1) than Black Jack&apos;s movement cards (%2).</source>
        <translation>More rounds (%1) than Black Jack&apos;s movement cards (%2).</translation>
    </message>
</context>
<context>
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>worth %n point; at the end, the colour you hold most of counts double.</numerusform>
            <numerusform>worth %n points; at the end, the colour you hold most of counts double.</numerusform>
        </translation>
    </message>
    <message>
        <source>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</source>
        <translation>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>your captain moves %n field clockwise, unless an equal card cancels it.</numerusform>
            <numerusform>your captain moves %n fields clockwise, unless an equal card cancels it.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</source>
        <translation>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>after the captains, Black Jack moves %n field and robs those he reaches or passes.</numerusform>
            <numerusform>after the captains, Black Jack moves %n fields and robs those he reaches or passes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1: land here to take the den&apos;s face-up villain.</source>
        <translation>Field %1: land here to take the den&apos;s face-up villain.</translation>
    </message>
    <message>
        <source>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</source>
        <translation>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</translation>
    </message>
    <message>
        <source>Black Jack, on field %1: he robs the captains he reaches or passes.</source>
        <translation>Black Jack, on field %1: he robs the captains he reaches or passes.</translation>
    </message>
    <message>
        <source>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</source>
        <translation>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</translation>
    </message>
    <message>
        <source>The harbour</source>
        <translation>The harbour</translation>
    </message>
    <message>
        <source>Black Jack&apos;s ship: his movement cards lie here face down.</source>
        <translation>Black Jack&apos;s ship: his movement cards lie here face down.</translation>
    </message>
</context>
<context>
    <name>HsUi</name>
    <message>
        <source>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</source>
        <translation>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</translation>
    </message>
    <message>
        <source>%1, your first villain is the lowest: put Black Jack on a free field.</source>
        <translation>%1, your first villain is the lowest: put Black Jack on a free field.</translation>
    </message>
    <message>
        <source>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</source>
        <translation>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</translation>
    </message>
    <message>
        <source>%1, your rum is the only one: name the number it moves.</source>
        <translation>%1, your rum is the only one: name the number it moves.</translation>
    </message>
    <message>
        <source>%1, you landed on %2: take one of their villains.</source>
        <translation>%1, you landed on %2: take one of their villains.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack: take a villain from the harbour.</source>
        <translation>%1, you landed on Black Jack: take a villain from the harbour.</translation>
    </message>
    <message>
        <source>%1, Black Jack robs %2 for you: take one of their villains.</source>
        <translation>%1, Black Jack robs %2 for you: take one of their villains.</translation>
    </message>
    <message>
        <source>%1, Black Jack passes you: give one of your villains to the harbour.</source>
        <translation>%1, Black Jack passes you: give one of your villains to the harbour.</translation>
    </message>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>A game by %1, published by %2 (%3).</translation>
    </message>
    <message>
        <source>Villains</source>
        <extracomment>Short, for a narrow column: the movement cards a player still holds.</extracomment>
        <translation>Villains</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Your turn, %1.</translation>
    </message>
    <message>
        <source>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</translation>
    </message>
    <message>
        <source>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</source>
        <translation>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</source>
        <translation>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</source>
        <translation>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</translation>
    </message>
    <message>
        <source>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</source>
        <translation>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cards</translation>
    </message>
    <message>
        <source>The villains a player holds</source>
        <translation>The villains a player holds</translation>
    </message>
    <message>
        <source>The movement cards a player still holds</source>
        <translation>The movement cards a player still holds</translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Base rules</source>
        <translation>Base rules</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Edited rules</translation>
    </message>
    <message>
        <source>%1, base rules: %2 (%3)</source>
        <translation>%1, base rules: %2 (%3)</translation>
    </message>
    <message>
        <source>%1, edited rules: %2 (%3)</source>
        <translation>%1, edited rules: %2 (%3)</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Win rate per seat</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Win rate (%)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Score distribution (all seats)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Players (%)</source>
        <translation>Players (%)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Decisions per game</translation>
    </message>
    <message>
        <source>Games (%)</source>
        <translation>Games (%)</translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>The game&apos;s own figures (all seats)</translation>
    </message>
    <message>
        <source>Share of players (%)</source>
        <translation>Share of players (%)</translation>
    </message>
    <message>
        <source>Win rate per seat against %1</source>
        <translation>Win rate per seat against %1</translation>
    </message>
    <message>
        <source>Mean score per seat against %1</source>
        <translation>Mean score per seat against %1</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mean score</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is a measure or a figure of the game, %2 the swept parameter.</extracomment>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <source>%1 = %2: %3 (%4)</source>
        <translation>%1 = %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2</source>
        <translation>Most balanced: %1 = %2</translation>
    </message>
    <message>
        <source>As balanced as any, at this number of games</source>
        <translation>As balanced as any, at this number of games</translation>
    </message>
    <message>
        <source>Evenly matched</source>
        <translation>Evenly matched</translation>
    </message>
    <message>
        <source>Mean: base rules %1, edited rules %2</source>
        <extracomment>Under a chart&apos;s title: the mean of what it shows under each rules.</extracomment>
        <translation>Mean: base rules %1, edited rules %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <extracomment>A bar&apos;s tooltip: the seat or figure, which rules (named: &quot;Run A&quot;), its value and interval.</extracomment>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Mean: %1 %2, %3 %4</source>
        <translation>Mean: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>LabExport</name>
    <message>
        <source>Results are saved as .json or .csv, not .%1.</source>
        <translation>Results are saved as .json or .csv, not .%1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Could not write %1.</translation>
    </message>
    <message>
        <source>Charts are saved as .png or .svg, not .%1.</source>
        <translation>Charts are saved as .png or .svg, not .%1.</translation>
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
        <translation>95% interval: %1 to %2</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>A computer player that plays any legal move at random.</extracomment>
        <translation>Random</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <extracomment>A computer player that follows the game&apos;s own rules of thumb.</extracomment>
        <translation>Heuristic</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points more often (±%3).</source>
        <translation>Seat %1 wins %2 points more often (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points less often (±%3).</source>
        <translation>Seat %1 wins %2 points less often (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points more often (±%3).</source>
        <extracomment>%1 is a figure of the game (e.g. &quot;Shot down&quot;); the difference is in percentage points.</extracomment>
        <translation>%1, all seats: %2 points more often (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points less often (±%3).</source>
        <translation>%1, all seats: %2 points less often (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 more per game (±%3).</source>
        <extracomment>%1 is a figure of the game, a number per game and seat.</extracomment>
        <translation>%1, all seats: %2 more per game (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 less per game (±%3).</source>
        <translation>%1, all seats: %2 less per game (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 more on average (±%3).</source>
        <translation>Seat %1 scores %2 more on average (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 less on average (±%3).</source>
        <translation>Seat %1 scores %2 less on average (±%3).</translation>
    </message>
    <message>
        <source>Games last %1 decisions longer (±%2).</source>
        <translation>Games last %1 decisions longer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 decisions shorter (±%2).</source>
        <translation>Games last %1 decisions shorter (±%2).</translation>
    </message>
    <message>
        <source>Search (slow)</source>
        <extracomment>The search bot (Monte Carlo tree search): strong, but a thousand times slower than the others.</extracomment>
        <translation>Search (slow)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The app&apos;s easy computer player: the heuristic one, but a share of its moves are made at random.</extracomment>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Hard (slow)</source>
        <extracomment>The app&apos;s hard computer player: the search bot with the game&apos;s own budget, about a third of a second per move.</extracomment>
        <translation>Hard (slow)</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points larger (±%2).</source>
        <extracomment>The first player&apos;s win rate minus the fair share, edited rules against base, in percentage points.</extracomment>
        <translation>The first player&apos;s advantage is %1 points larger (±%2).</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points smaller (±%2).</source>
        <translation>The first player&apos;s advantage is %1 points smaller (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns longer (±%2).</source>
        <translation>Games last %1 turns longer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns shorter (±%2).</source>
        <translation>Games last %1 turns shorter (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds longer (±%2).</source>
        <translation>Games last %1 rounds longer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds shorter (±%2).</source>
        <translation>Games last %1 rounds shorter (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times more per game (±%2).</source>
        <extracomment>How often per game a player takes the sole lead of the running score from another.</extracomment>
        <translation>The lead changes %1 times more per game (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times less per game (±%2).</source>
        <translation>The lead changes %1 times less per game (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points more often (±%2).</source>
        <extracomment>How often the eventual winner was behind in the running score at some point, in percentage points.</extracomment>
        <translation>The winner was behind %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points less often (±%2).</source>
        <translation>The winner was behind %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game later (±%2).</source>
        <extracomment>When the eventual winner took the lead for good, in percentage points of the game.</extracomment>
        <translation>The winner takes the lead for good %1 points of the game later (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game earlier (±%2).</source>
        <translation>The winner takes the lead for good %1 points of the game earlier (±%2).</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 40 seconds&quot;.</extracomment>
        <translation>
            <numerusform>about %n second</numerusform>
            <numerusform>about %n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 12 minutes&quot;.</extracomment>
        <translation>
            <numerusform>about %n minute</numerusform>
            <numerusform>about %n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</source>
        <extracomment>%1: how long, e.g. &quot;about 45 minutes&quot;; %2: the lab&apos;s limit in minutes.</extracomment>
        <translation>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</translation>
    </message>
    <message>
        <source>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 4 minutes&quot;, measured on this computer before it starts.</extracomment>
        <translation>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>&amp;Save game…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>&amp;Load game…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Re&amp;play a game…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Settings</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation>&amp;About Houserules</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Cannot start the game</translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation>The variant could not be loaded:
%1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Cannot save the game</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>The game could not be saved to %1:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Save game</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Game records (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>Cannot load the game</translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation>%1 is not a game Houserules can resume:
%2</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Load game</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Replay a game</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Cannot replay the game</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Leave this game?</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Replay &amp;this game</translation>
    </message>
    <message>
        <source>&amp;Restart: the same deal again</source>
        <translation>&amp;Restart: the same deal again</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>&amp;End of the game…</translation>
    </message>
    <message>
        <source>&amp;Rules editor</source>
        <translation>&amp;Rules editor</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;New house rule</translation>
    </message>
    <message>
        <source>&amp;Open a variant file…</source>
        <translation>&amp;Open a variant file…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>Cannot edit the rules</source>
        <translation>Cannot edit the rules</translation>
    </message>
    <message>
        <source>%1 cannot be opened in the rules editor:
%2</source>
        <translation>%1 cannot be opened in the rules editor:
%2</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Cannot make a house rule</translation>
    </message>
    <message>
        <source>Open a variant in the rules editor</source>
        <translation>Open a variant in the rules editor</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variants (*.yaml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>The game of %1 in progress is not finished (%n decision played). Save it to go on later?</numerusform>
            <numerusform>The game of %1 in progress is not finished (%n decisions played). Save it to go on later?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>&amp;Guided first round</translation>
    </message>
    <message>
        <source>Your first game of %1?</source>
        <translation>Your first game of %1?</translation>
    </message>
    <message>
        <source>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</source>
        <translation>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</translation>
    </message>
    <message>
        <source>Play the guided first round</source>
        <translation>Play the guided first round</translation>
    </message>
    <message>
        <source>Set up a game</source>
        <translation>Set up a game</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>&amp;Back to the start page</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>New game: %1</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (your own)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Rules:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: easy</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: hard</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Player %1:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Who starts:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation>These rules cannot be loaded.</translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation>Two players are called %1: give everyone a name of their own.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Player 1</translation>
    </message>
    <message>
        <source>Random: a new deal</source>
        <translation>Random: a new deal</translation>
    </message>
    <message>
        <source>&amp;Deal no.:</source>
        <translation>&amp;Deal no.:</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to %1.</source>
        <translation>The deal number must be a whole number from 0 to %1.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</source>
        <translation>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name of player %1</translation>
    </message>
</context>
<context>
    <name>NotebookListModel</name>
    <message>
        <source>Comparison</source>
        <extracomment>A run of the notebook: the edited rules against their base.</extracomment>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>A run of the notebook: several house rules, each against the base.</extracomment>
        <translation>Side by side</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>A run of the notebook: one or two parameters over a range of values.</extracomment>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Simulation</source>
        <extracomment>A run of the notebook: one set of rules played by bots.</extracomment>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>The rules of a run in the notebook: %1 played against their base %2.</extracomment>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>A column of the notebook&apos;s list: when the run was played.</extracomment>
        <translation>Date</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>A column of the notebook&apos;s list: what kind of run (comparison, sweep…).</extracomment>
        <translation>Run</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>A column of the notebook&apos;s list: how many games the bots played.</extracomment>
        <translation>Games</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>%1 (rerun)</source>
        <extracomment>A run of the notebook that played another run again, e.g. &quot;Comparison (rerun)&quot;.</extracomment>
        <translation>%1 (rerun)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The computer players of a run in the notebook: how many, and the bot each seat had.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>A column of the notebook&apos;s list: the seed the run&apos;s games were played from.</extracomment>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>A column of the notebook&apos;s list: the computer players, seat by seat.</extracomment>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>A column of the notebook&apos;s list: the title the rules of a run carry (&quot;Gold rush&quot;).</extracomment>
        <translation>Title</translation>
    </message>
</context>
<context>
    <name>NotebookPage</name>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>How long a game lasts, in decisions.</extracomment>
        <translation>Game length</translation>
    </message>
    <message>
        <source>A is run %1 (%2), B is run %3 (%4).</source>
        <translation>A is run %1 (%2), B is run %3 (%4).</translation>
    </message>
    <message>
        <source>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</source>
        <translation>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</translation>
    </message>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison. %1</numerusform>
            <numerusform>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparisons. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>Run A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>Run B</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>The game</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Period:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Search:</translation>
    </message>
    <message>
        <source>in the rules and the notes</source>
        <translation>in the rules and the notes</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>All runs</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Today</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Last 7 days</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Last 30 days</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Note:</translation>
    </message>
    <message>
        <source>Your own words on the chosen run (saved when you press Enter or leave the field)</source>
        <translation>Your own words on the chosen run (saved when you press Enter or leave the field)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <source>The chosen run&apos;s results, as the lab showed them</source>
        <translation>The chosen run&apos;s results, as the lab showed them</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Compare</translation>
    </message>
    <message>
        <source>Two chosen runs of one game, the first minus the second</source>
        <translation>Two chosen runs of one game, the first minus the second</translation>
    </message>
    <message>
        <source>&amp;Rerun</source>
        <translation>&amp;Rerun</translation>
    </message>
    <message>
        <source>Play the chosen run again exactly and check that the result is identical</source>
        <translation>Play the chosen run again exactly and check that the result is identical</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>As &amp;JSON (with the results)…</source>
        <translation>As &amp;JSON (with the results)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (the list)…</source>
        <translation>As &amp;CSV (the list)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The notebook: %1</source>
        <translation>The notebook: %1</translation>
    </message>
    <message>
        <source>There is no notebook: runs are not kept.</source>
        <translation>There is no notebook: runs are not kept.</translation>
    </message>
    <message>
        <source>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</source>
        <translation>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</source>
        <translation>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</translation>
    </message>
    <message>
        <source>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</source>
        <translation>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</translation>
    </message>
    <message>
        <source>The notebook cannot be opened: %1</source>
        <translation>The notebook cannot be opened: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Choose one run to keep a note with it.</source>
        <translation>Choose one run to keep a note with it.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>The note was not saved: %1</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Note saved.</translation>
    </message>
    <message>
        <source>The runs were not deleted: %1</source>
        <translation>The runs were not deleted: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n run deleted.</numerusform>
            <numerusform>%n runs deleted.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Delete runs</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n run from the notebook, with its results? This cannot be undone.</numerusform>
            <numerusform>Delete %n runs from the notebook, with their results? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs are exported as .json or .csv, not .%1.</source>
        <translation>Runs are exported as .json or .csv, not .%1.</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Could not export: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Could not write %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n run exported to %1.</numerusform>
            <numerusform>%n runs exported to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Export runs</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>The run cannot be opened: %1</source>
        <translation>The run cannot be opened: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</source>
        <translation>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Note: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Run %1</translation>
    </message>
    <message>
        <source>Choose two runs of one game to compare.</source>
        <translation>Choose two runs of one game to compare.</translation>
    </message>
    <message>
        <source>The runs cannot be compared: %1</source>
        <translation>The runs cannot be compared: %1</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>The comparison was cancelled.</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Compared.</translation>
    </message>
    <message>
        <source>Run %1 against run %2</source>
        <translation>Run %1 against run %2</translation>
    </message>
    <message>
        <source>Playing both rules again on the same %L1 games…</source>
        <translation>Playing both rules again on the same %L1 games…</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Comparing…</translation>
    </message>
    <message>
        <source>The run cannot be played again: %1</source>
        <translation>The run cannot be played again: %1</translation>
    </message>
    <message>
        <source>The rerun was cancelled: nothing was kept.</source>
        <translation>The rerun was cancelled: nothing was kept.</translation>
    </message>
    <message>
        <source>The rerun was not kept in the notebook: %1</source>
        <translation>The rerun was not kept in the notebook: %1</translation>
    </message>
    <message>
        <source>The rerun is kept in the notebook.</source>
        <translation>The rerun is kept in the notebook.</translation>
    </message>
    <message>
        <source>The rerun is not kept: the notebook is open read-only.</source>
        <translation>The rerun is not kept: the notebook is open read-only.</translation>
    </message>
    <message>
        <source>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</source>
        <translation>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</translation>
    </message>
    <message>
        <source>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</source>
        <translation>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</translation>
    </message>
    <message>
        <source>Playing the run again: %L1 games…</source>
        <translation>Playing the run again: %L1 games…</translation>
    </message>
    <message>
        <source>As text</source>
        <extracomment>A page of a run opened from the notebook: its numbers as houserules-cli prints them.</extracomment>
        <translation>As text</translation>
    </message>
    <message>
        <source>The notebook could not be read whole, so runs are missing from this list: %1</source>
        <translation>The notebook could not be read whole, so runs are missing from this list: %1</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the game, period and search let through.</extracomment>
        <translation>
            <numerusform>%n run matches</numerusform>
            <numerusform>%n runs match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the notebook holds.</extracomment>
        <translation>
            <numerusform>%n run</numerusform>
            <numerusform>%n runs</numerusform>
        </translation>
    </message>
    <message>
        <source>The two runs compared</source>
        <translation>The two runs compared</translation>
    </message>
    <message>
        <source>Runs in the notebook</source>
        <translation>Runs in the notebook</translation>
    </message>
</context>
<context>
    <name>ParamText</name>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Column</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Add a row…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Remove the row</translation>
    </message>
    <message>
        <source>Add a column…</source>
        <translation>Add a column…</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>Remove the column</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>No cards in %1: add some, or remove its row.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1: expected %2 to %3 of them, found %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Expected a deck of %1 to %2 cards, found %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Missing title: give these rules a title in at least one language.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
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
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found “%3”.</source>
        <translation>Expected a whole number from %1 to %2, found “%3”.</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>“%1” is not one of the choices.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>“%1” is not a name: use lower-case letters, digits, - and _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>“%1” appears twice.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Expected a number of players from 1 to 16, found “%1”.</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>A deck is edited in its table.</translation>
    </message>
    <message>
        <source>The fewest players (%1) may not be more than the most (%2).</source>
        <translation>The fewest players (%1) may not be more than the most (%2).</translation>
    </message>
    <message>
        <source>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</source>
        <extracomment>%1 is a key as an older Houserules wrote it in a file (&quot;businesss&quot;), %2 the key now (&quot;businesses&quot;).</extracomment>
        <translation>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</translation>
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
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found %3.</source>
        <extracomment>%3 is what the file holds instead (&quot;12&quot;, or a word).</extracomment>
        <translation>Expected a whole number from %1 to %2, found %3.</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Expected %1 to %2 entries, found %3.</translation>
    </message>
</context>
<context>
    <name>PerPlayersEditor</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Add a player count</source>
        <translation>Add a player count</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Values by number of players</source>
        <translation>Values by number of players</translation>
    </message>
    <message>
        <source>Remove the chosen player count</source>
        <translation>Remove the chosen player count</translation>
    </message>
</context>
<context>
    <name>PlaytestLab</name>
    <message>
        <source>%1 s</source>
        <extracomment>Time left, in seconds.</extracomment>
        <translation>%1&#xa0;s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <extracomment>Time left, in minutes and seconds.</extracomment>
        <translation>%1&#xa0;min %2&#xa0;s</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Save chart</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG images (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG drawings (*.svg)</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Playtest lab</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is the title of the edited rules, %2 that of their base.</extracomment>
        <translation>%1 against %2</translation>
    </message>
    <message>
        <source>No rules chosen yet.</source>
        <translation>No rules chosen yet.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Players:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>&amp;Games:</translation>
    </message>
    <message>
        <source>Games under each set of rules (each value, in a sweep); the same seeds for both</source>
        <translation>Games under each set of rules (each value, in a sweep); the same seeds for both</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>&amp;Seed:</translation>
    </message>
    <message>
        <source>The same seed deals and plays the same games again</source>
        <translation>The same seed deals and plays the same games again</translation>
    </message>
    <message>
        <source>Card &amp;impact</source>
        <translation>Card &amp;impact</translation>
    </message>
    <message>
        <source>Also count who held and who played each card kind (a little slower)</source>
        <translation>Also count who held and who played each card kind (a little slower)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Run</translation>
    </message>
    <message>
        <source>Play every game under the edited rules and under the base rules, with the same seeds</source>
        <translation>Play every game under the edited rules and under the base rules, with the same seeds</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Ca&amp;ncel</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Export</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Seat %1:</translation>
    </message>
    <message>
        <source>Results as &amp;JSON…</source>
        <translation>Results as &amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Results as &amp;CSV…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Charts as &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as &amp;SVG…</source>
        <translation>Charts as &amp;SVG…</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Save chart as PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Save chart as SVG…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Comparison</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Numbers</translation>
    </message>
    <message>
        <source>Card impact</source>
        <translation>Card impact</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Sweep</translation>
    </message>
    <message>
        <source>Notable differences</source>
        <translation>Notable differences</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;ules:</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Edited rules</translation>
    </message>
    <message>
        <source>Base rules</source>
        <translation>Base rules</translation>
    </message>
    <message>
        <source>P&amp;arameter:</source>
        <translation>P&amp;arameter:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;From:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;To:</translation>
    </message>
    <message>
        <source>Run s&amp;weep</source>
        <translation>Run s&amp;weep</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>S&amp;how:</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <extracomment>A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.</extracomment>
        <translation>%1 (now %2)</translation>
    </message>
    <message>
        <source>The edited rules and the base rules are of different games.</source>
        <translation>The edited rules and the base rules are of different games.</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Win rate per seat</translation>
    </message>
    <message>
        <source>Mean score per seat</source>
        <translation>Mean score per seat</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Cancelling…</translation>
    </message>
    <message>
        <source>A run is going: wait for it or cancel it.</source>
        <translation>A run is going: wait for it or cancel it.</translation>
    </message>
    <message>
        <source>No rules to playtest yet.</source>
        <translation>No rules to playtest yet.</translation>
    </message>
    <message>
        <source>Choose the players, a bot for every seat and the number of games.</source>
        <translation>Choose the players, a bot for every seat and the number of games.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>The seed must be a whole number.</translation>
    </message>
    <message>
        <source>Playing %L1 games under both rules…</source>
        <translation>Playing %L1 games under both rules…</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, from the lower to the higher.</source>
        <translation>A sweep takes from 1 to %1 values, from the lower to the higher.</translation>
    </message>
    <message>
        <source>The base rules must come from a file for a sweep.</source>
        <translation>The base rules must come from a file for a sweep.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the sweep: %1</source>
        <translation>Could not make a temporary folder for the sweep: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the sweep.</source>
        <translation>Could not write the edited rules for the sweep.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3…</source>
        <translation>Sweeping %1 from %2 to %3…</translation>
    </message>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, %2 left</translation>
    </message>
    <message>
        <source>The games could not start: %1</source>
        <translation>The games could not start: %1</translation>
    </message>
    <message>
        <source>Cancelled after %L1 of %L2 games (%3 s): the results cover those games.</source>
        <translation>Cancelled after %L1 of %L2 games (%3&#xa0;s): the results cover those games.</translation>
    </message>
    <message>
        <source>%L1 games under both rules in %2 s.</source>
        <translation>%L1 games under both rules in %2&#xa0;s.</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1 s: the values not reached have no games.</source>
        <translation>Sweep cancelled after %1&#xa0;s: the values not reached have no games.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2 s.</source>
        <translation>
            <numerusform>Sweep of %1 over %n value in %2&#xa0;s.</numerusform>
            <numerusform>Sweep of %1 over %n values in %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>The game&apos;s own figures (all seats)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Score distribution (all seats)</translation>
    </message>
    <message>
        <source>Run the games to compare the edited rules with the base rules.</source>
        <translation>Run the games to compare the edited rules with the base rules.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Measure</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Difference</translation>
    </message>
    <message>
        <source>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</source>
        <translation>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mean score</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Decisions per game</translation>
    </message>
    <message>
        <source>Games without a winner</source>
        <translation>Games without a winner</translation>
    </message>
    <message>
        <source>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</source>
        <translation>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</translation>
    </message>
    <message>
        <source>These games were played without card impact: tick “Card impact” and run them again.</source>
        <translation>These games were played without card impact: tick “Card impact” and run them again.</translation>
    </message>
    <message>
        <source>These games had different bots in different seats: the pooled win rates mix them.</source>
        <translation>These games had different bots in different seats: the pooled win rates mix them.</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then run the sweep.</source>
        <translation>Choose a parameter and a range, then run the sweep.</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</source>
        <translation>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: %3</source>
        <translation>%1 = %2 was not played: %3</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: the sweep was cancelled first.</source>
        <translation>%1 = %2 was not played: the sweep was cancelled first.</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>There are no results to export yet.</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Export charts</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Export results</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>Saved %1.</translation>
    </message>
    <message>
        <source>Your changes against %1</source>
        <extracomment>Rules being edited that still carry their base&apos;s title, %1.</extracomment>
        <translation>Your changes against %1</translation>
    </message>
    <message>
        <source>estimating…</source>
        <extracomment>While a run has not yet played enough games to tell its speed.</extracomment>
        <translation>estimating…</translation>
    </message>
    <message>
        <source>%1 games/s</source>
        <translation>%1 games/s</translation>
    </message>
    <message>
        <source>The rules changed, so the run was stopped: run it again for the new rules.</source>
        <translation>The rules changed, so the run was stopped: run it again for the new rules.</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <extracomment>A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.</extracomment>
        <translation>%1 (%2 players)</translation>
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
        <translation>%1 (%2: all)</translation>
    </message>
    <message>
        <source>Every other value is less balanced by more than the uncertainty of the difference.</source>
        <translation>Every other value is less balanced by more than the uncertainty of the difference.</translation>
    </message>
    <message>
        <source>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</source>
        <translation>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</translation>
    </message>
    <message>
        <source>About %L1 games per value would tell the best two apart, if their difference is what these games show.</source>
        <translation>About %L1 games per value would tell the best two apart, if their difference is what these games show.</translation>
    </message>
    <message>
        <source>The best two are exactly as balanced in these games: no number of games would tell them apart.</source>
        <translation>The best two are exactly as balanced in these games: no number of games would tell them apart.</translation>
    </message>
    <message>
        <source>not played</source>
        <extracomment>A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).</extracomment>
        <translation>not played</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>A heatmap cell: %1 the value, %2 half its 95% interval.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4, %L5 games)</source>
        <translation>%1: %2 (95% interval %3 to %4, %L5 games)</translation>
    </message>
    <message>
        <source>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</source>
        <translation>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</translation>
    </message>
    <message>
        <source>Choose two different parameters for a sweep of two.</source>
        <translation>Choose two different parameters for a sweep of two.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</source>
        <translation>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3 s.</source>
        <translation>
            <numerusform>Sweep of %1 and %2 over %n cell in %3 s.</numerusform>
            <numerusform>Sweep of %1 and %2 over %n cells in %3 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The second parameter of a sweep: none, a sweep of one parameter.</extracomment>
        <translation>none</translation>
    </message>
    <message>
        <source>Win rate of seat %1</source>
        <translation>Win rate of seat %1</translation>
    </message>
    <message>
        <source>Mean score of seat %1</source>
        <translation>Mean score of seat %1</translation>
    </message>
    <message>
        <source>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</source>
        <translation>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</translation>
    </message>
    <message>
        <source>Every other cell is less balanced by more than the uncertainty of the difference.</source>
        <translation>Every other cell is less balanced by more than the uncertainty of the difference.</translation>
    </message>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>No cell stands out at this number of games: %n cell, outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</numerusform>
            <numerusform>No cell stands out at this number of games: %n cells, outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</source>
        <translation>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell, standing out from the others.</source>
        <translation>Outlined: the most balanced cell, standing out from the others.</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell and those that cannot be told apart from it.</source>
        <translation>Outlined: the most balanced cell and those that cannot be told apart from it.</translation>
    </message>
    <message>
        <source>Win rate of seat %1 (%)</source>
        <translation>Win rate of seat %1 (%)</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <extracomment>The heatmap&apos;s title: %1 the figure shown, %2 and %3 the two swept parameters.</extracomment>
        <translation>%1 by %2 and %3</translation>
    </message>
    <message>
        <source>%1 was not played: %2</source>
        <extracomment>%1 names a cell of a grid (&quot;Cards in hand = 3, Dynamite = 2&quot;), %2 why it was not played.</extracomment>
        <translation>%1 was not played: %2</translation>
    </message>
    <message>
        <source>%1 was not played: the sweep was cancelled first.</source>
        <translation>%1 was not played: the sweep was cancelled first.</translation>
    </message>
    <message>
        <source>a&amp;nd:</source>
        <extracomment>Before the second parameter of a sweep: &quot;Parameter: Cards in hand … and: Dynamite …&quot;.</extracomment>
        <translation>a&amp;nd:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>Fro&amp;m:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>T&amp;o:</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>The lab&apos;s page that plays several house rules against the base rules at once.</extracomment>
        <translation>Side by side</translation>
    </message>
    <message>
        <source>Tick from 1 to %1 house rules to play beside the edited rules.</source>
        <translation>Tick from 1 to %1 house rules to play beside the edited rules.</translation>
    </message>
    <message>
        <source>Playing %L1 games under each of %2 rules…</source>
        <translation>Playing %L1 games under each of %2 rules…</translation>
    </message>
    <message>
        <source>%L1 games under each of %2 rules in %3 s.</source>
        <translation>%L1 games under each of %2 rules in %3&#xa0;s.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Win rate (%)</translation>
    </message>
    <message>
        <source>This game has no other house rules to compare with.</source>
        <translation>This game has no other house rules to compare with.</translation>
    </message>
    <message>
        <source>At most %1 house rules besides the base in one run.</source>
        <translation>At most %1 house rules besides the base in one run.</translation>
    </message>
    <message>
        <source>Tick at least one more house rule.</source>
        <translation>Tick at least one more house rule.</translation>
    </message>
    <message>
        <source>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</source>
        <translation>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</translation>
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
Difference from the base rules: %2</translation>
    </message>
    <message>
        <source>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</source>
        <translation>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</translation>
    </message>
    <message>
        <source>Run side by side</source>
        <translation>Run side by side</translation>
    </message>
    <message>
        <source>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</source>
        <translation>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Seat balance</translation>
    </message>
    <message>
        <source>First player advantage</source>
        <translation>First player advantage</translation>
    </message>
    <message>
        <source>Turn order balance</source>
        <translation>Turn order balance</translation>
    </message>
    <message>
        <source>Duration in decisions</source>
        <translation>Duration in decisions</translation>
    </message>
    <message>
        <source>Duration in turns</source>
        <translation>Duration in turns</translation>
    </message>
    <message>
        <source>Duration in rounds</source>
        <translation>Duration in rounds</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <translation>Lead changes per game</translation>
    </message>
    <message>
        <source>Drama: winner was behind</source>
        <extracomment>A measure of a good game: how often the eventual winner was behind.</extracomment>
        <translation>Drama: winner was behind</translation>
    </message>
    <message>
        <source>Drama: by how much</source>
        <translation>Drama: by how much</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>A measure of a good game: how far into the game the winner took the lead for good.</extracomment>
        <translation>Decisiveness</translation>
    </message>
    <message>
        <source>How much more often the first player wins than the fair share</source>
        <translation>How much more often the first player wins than the fair share</translation>
    </message>
    <message>
        <source>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</source>
        <translation>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</translation>
    </message>
    <message>
        <source>How often per game a player takes the sole lead of the public running score from another</source>
        <translation>How often per game a player takes the sole lead of the public running score from another</translation>
    </message>
    <message>
        <source>How often the eventual winner was behind in the running score at some point</source>
        <translation>How often the eventual winner was behind in the running score at some point</translation>
    </message>
    <message>
        <source>In the games whose winner was behind: by how many points at most, on average</source>
        <translation>In the games whose winner was behind: by how many points at most, on average</translation>
    </message>
    <message>
        <source>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</source>
        <translation>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</translation>
    </message>
    <message>
        <source>This game counts no turns.</source>
        <translation>This game counts no turns.</translation>
    </message>
    <message>
        <source>This game counts no rounds.</source>
        <translation>This game counts no rounds.</translation>
    </message>
    <message>
        <source>This game keeps no public running score.</source>
        <translation>This game keeps no public running score.</translation>
    </message>
    <message>
        <source>Needs at least two seats.</source>
        <translation>Needs at least two seats.</translation>
    </message>
    <message>
        <source>No paired difference: the games whose winner was behind differ between the rules.</source>
        <translation>No paired difference: the games whose winner was behind differ between the rules.</translation>
    </message>
    <message>
        <source>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</source>
        <translation>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</translation>
    </message>
    <message>
        <source>%1 (sd %2; %3–%4)</source>
        <extracomment>A mean duration, its standard deviation and the range of the middle 80% of games, e.g. &quot;52.3 (sd 8.1; 42–63)&quot;.</extracomment>
        <translation>%1 (sd %2; %3–%4)</translation>
    </message>
    <message>
        <source>Skill gradient: hard vs normal</source>
        <extracomment>The skill gradient of the search bot against heuristic bots.</extracomment>
        <translation>Skill gradient: hard vs normal</translation>
    </message>
    <message>
        <source>Skill gradient: normal vs random</source>
        <extracomment>The skill gradient of the heuristic bot against random bots.</extracomment>
        <translation>Skill gradient: normal vs random</translation>
    </message>
    <message>
        <source>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</source>
        <translation>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</translation>
    </message>
    <message>
        <source>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</source>
        <translation>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n difference from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</numerusform>
            <numerusform>%n differences from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</source>
        <translation>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</translation>
    </message>
    <message>
        <source>Measures</source>
        <extracomment>The lab&apos;s page of the measures of a good game (balance, duration, drama, skill).</extracomment>
        <translation>Measures</translation>
    </message>
    <message>
        <source>Also measure skill, under both rules:</source>
        <extracomment>Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).</extracomment>
        <translation>Also measure skill, under both rules:</translation>
    </message>
    <message>
        <source>Normal vs random</source>
        <extracomment>A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).</extracomment>
        <translation>Normal vs random</translation>
    </message>
    <message>
        <source>Hard vs normal (slow)</source>
        <extracomment>A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).</extracomment>
        <translation>Hard vs normal (slow)</translation>
    </message>
    <message>
        <source>Cancelled while measuring skill (%3 s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</source>
        <translation>Cancelled while measuring skill (%3 s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</translation>
    </message>
    <message>
        <source>%1 at %2% of the game: %3 (%4)</source>
        <translation>%1 at %2% of the game: %3 (%4)</translation>
    </message>
    <message>
        <source>Leader&apos;s margin</source>
        <translation>Leader&apos;s margin</translation>
    </message>
    <message>
        <source>Leader&apos;s score</source>
        <translation>Leader&apos;s score</translation>
    </message>
    <message>
        <source>Total of all scores</source>
        <translation>Total of all scores</translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Cards left to draw</translation>
    </message>
    <message>
        <source>Over the course of a game</source>
        <translation>Over the course of a game</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Figure:</translation>
    </message>
    <message>
        <source>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</source>
        <translation>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</translation>
    </message>
    <message>
        <source>Over the course of a game: %1</source>
        <translation>Over the course of a game: %1</translation>
    </message>
    <message>
        <source>Game played (%)</source>
        <translation>Game played (%)</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it is open read-only.</source>
        <translation>Not kept in the notebook: it is open read-only.</translation>
    </message>
    <message>
        <source>Not kept in the notebook: %1</source>
        <translation>Not kept in the notebook: %1</translation>
    </message>
    <message>
        <source>Kept in the notebook.</source>
        <translation>Kept in the notebook.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range a rule may take in a search: from one value to another.
----------
The counts of a card across many suits, from the least to the most (&quot;0 to 3&quot;).</extracomment>
        <translation>%1 to %2</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it cannot be opened (%1).</source>
        <translation>Not kept in the notebook: it cannot be opened (%1).</translation>
    </message>
    <message>
        <source>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</source>
        <translation>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</translation>
    </message>
    <message>
        <source>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</source>
        <translation>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</translation>
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
        <translation>The seats&apos; win rates differ beyond chance (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the seats&apos; win rates apart (%1).</source>
        <translation>These games cannot tell the seats&apos; win rates apart (%1).</translation>
    </message>
    <message>
        <source>The places&apos; win rates differ beyond chance (%1).</source>
        <translation>The places&apos; win rates differ beyond chance (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the places&apos; win rates apart (%1).</source>
        <translation>These games cannot tell the places&apos; win rates apart (%1).</translation>
    </message>
    <message>
        <source>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</source>
        <translation>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</translation>
    </message>
    <message>
        <source>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</source>
        <translation>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</translation>
    </message>
    <message>
        <source>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</source>
        <translation>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</translation>
    </message>
    <message>
        <source>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</source>
        <translation>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</translation>
    </message>
    <message numerus="yes">
        <source>Notable: a difference that stands out after Holm&apos;s correction over all the %n difference(s) tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</source>
        <extracomment>Below the notable differences of a comparison.</extracomment>
        <translation>
            <numerusform>Notable: a difference that stands out after Holm&apos;s correction over the %n difference tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</numerusform>
            <numerusform>Notable: a difference that stands out after Holm&apos;s correction over all the %n differences tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</source>
        <translation>
            <numerusform>%n difference from the base rules tested; %1 stand out after Holm&apos;s correction (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</numerusform>
            <numerusform>%n differences from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</source>
        <translation>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</translation>
    </message>
    <message>
        <source>Cannot tell (±%1)</source>
        <extracomment>A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. &quot;8.4&quot;.</extracomment>
        <translation>Cannot tell (±%1)</translation>
    </message>
    <message>
        <source>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</source>
        <translation>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</translation>
    </message>
    <message>
        <source>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 45 minutes&quot;; %3: the lab&apos;s limit in minutes.</extracomment>
        <translation>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</translation>
    </message>
    <message>
        <source>Cannot tell</source>
        <translation>Cannot tell</translation>
    </message>
    <message>
        <source>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</source>
        <translation>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</translation>
    </message>
    <message>
        <source>Candidates tried</source>
        <translation>Candidates tried</translation>
    </message>
    <message>
        <source>Still in the race</source>
        <translation>Still in the race</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Dropped</translation>
    </message>
    <message>
        <source>Breaks a requirement</source>
        <translation>Breaks a requirement</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Best so far</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Candidate</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n difference between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</numerusform>
            <numerusform>%n differences between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands out from the mean of the grid, %1.</source>
        <translation>Stands out from the mean of the grid, %1.</translation>
    </message>
    <message>
        <source>≈ Cannot be told apart from the mean of the grid, %1.</source>
        <translation>≈ Cannot be told apart from the mean of the grid, %1.</translation>
    </message>
    <message>
        <source>mean %1</source>
        <extracomment>Beside the middle of the heatmap&apos;s colour scale: %1 is the mean of the grid&apos;s cells.</extracomment>
        <translation>mean %1</translation>
    </message>
    <message>
        <source>No cell stands out from the mean: every difference is within the noise.</source>
        <translation>No cell stands out from the mean: every difference is within the noise.</translation>
    </message>
    <message>
        <source>Cannot be told apart from the mean at this number of games.</source>
        <translation>Cannot be told apart from the mean at this number of games.</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</source>
        <translation>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</translation>
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
        <translation>per game</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>decisions</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>turns</translation>
    </message>
    <message>
        <source>rounds</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>rounds</translation>
    </message>
    <message>
        <source>Add at least one rule that may change.</source>
        <translation>Add at least one rule that may change.</translation>
    </message>
    <message>
        <source>Add at least one target.</source>
        <translation>Add at least one target.</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <extracomment>A target: %1 a number, %2 its unit (&quot;at most 30 %&quot;).</extracomment>
        <translation>at most %1 %2</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>at least %1 %2</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A target: between two numbers, %3 their unit (&quot;40 to 60 decisions&quot;).</extracomment>
        <translation>%1 to %2 %3</translation>
    </message>
    <message>
        <source>required</source>
        <extracomment>A target every proposal must meet.</extracomment>
        <translation>required</translation>
    </message>
    <message>
        <source>goal, weight %1</source>
        <translation>goal, weight %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>A figure with its 95% interval: &quot;1.2 (−0.4 to 2.8)&quot;.</extracomment>
        <translation>%1 (%2 to %3)</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies within the target.</extracomment>
        <translation>met</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies outside the target.</extracomment>
        <translation>missed</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <extracomment>A target against a proposal&apos;s figure: its 95% interval reaches both inside and outside the target.</extracomment>
        <translation>cannot tell</translation>
    </message>
    <message>
        <source>Choose what may change and what the game should look like, then start the search.</source>
        <translation>Choose what may change and what the game should look like, then start the search.</translation>
    </message>
    <message>
        <source>Playing the best again on fresh games, with the edited rules alongside…</source>
        <translation>Playing the best again on fresh games, with the edited rules alongside…</translation>
    </message>
    <message>
        <source>Round %1 of at most %2: %3 of %4 candidates played</source>
        <extracomment>While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.</extracomment>
        <translation>Round %1 of at most %2: %3 of %4 candidates played</translation>
    </message>
    <message>
        <source>Measuring how fast this machine plays…</source>
        <translation>Measuring how fast this machine plays…</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · about %2 left</translation>
    </message>
    <message>
        <source>Best so far: none yet.</source>
        <translation>Best so far: none yet.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A figure of the best so far: &quot;First player advantage 1.2 (−0.4 to 2.8) points&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Best so far: %1, on %L2 games: %3</source>
        <extracomment>%1 the rules&apos; values, %2 the games it played, %3 its figures.</extracomment>
        <translation>Best so far: %1, on %L2 games: %3</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Proposal</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Open in the editor</translation>
    </message>
    <message>
        <source>A new house rule with these values, not yet saved</source>
        <translation>A new house rule with these values, not yet saved</translation>
    </message>
    <message>
        <source>The edited rules</source>
        <translation>The edited rules</translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 games in the search over %n candidate, %L2 refused by the rules and never played.</numerusform>
            <numerusform>%L1 games in the search over %n candidates, %L2 refused by the rules and never played.</numerusform>
        </translation>
    </message>
    <message>
        <source>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</source>
        <translation>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</translation>
    </message>
    <message>
        <source>Cancelled: the best so far, on the search&apos;s games only.</source>
        <translation>Cancelled: the best so far, on the search&apos;s games only.</translation>
    </message>
    <message>
        <source>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</source>
        <translation>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</translation>
    </message>
    <message>
        <source>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</source>
        <translation>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules that may change&lt;/b&gt;</source>
        <translation>&lt;b&gt;Rules that may change&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;From</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>t&amp;o</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Add rule</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Rule</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Range</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the game should look like&lt;/b&gt;</source>
        <translation>&lt;b&gt;What the game should look like&lt;/b&gt;</translation>
    </message>
    <message>
        <source>between</source>
        <extracomment>How a target is given: between two values.</extracomment>
        <translation>between</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>at least</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>at most</translation>
    </message>
    <message>
        <source>about</source>
        <extracomment>How a target is given: a value give or take a tolerance.</extracomment>
        <translation>about</translation>
    </message>
    <message>
        <source>a goal</source>
        <extracomment>A target the search weighs against the others.</extracomment>
        <translation>a goal</translation>
    </message>
    <message>
        <source>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</source>
        <translation>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</translation>
    </message>
    <message>
        <source>&amp;weight</source>
        <translation>&amp;weight</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Add target</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Wanted</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kind</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>games</source>
        <translation>games</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minutes</translation>
    </message>
    <message>
        <source>Games give the same search on every computer; minutes play as many games as this one manages in that time</source>
        <translation>Games give the same search on every computer; minutes play as many games as this one manages in that time</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <extracomment>Starts the search for a rule.</extracomment>
        <translation>&amp;Search</translation>
    </message>
    <message>
        <source>Stop the search and keep the best so far</source>
        <translation>Stop the search and keep the best so far</translation>
    </message>
    <message>
        <source>Find a rule</source>
        <extracomment>The lab&apos;s page that searches for the house rule that makes the game look as the designer wants.</extracomment>
        <translation>Find a rule</translation>
    </message>
    <message>
        <source>Search cancelled after %L1 games (%2 s): the best so far, on the search&apos;s games only.</source>
        <translation>Search cancelled after %L1 games (%2 s): the best so far, on the search&apos;s games only.</translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2 s: %n proposal(s).</source>
        <translation>
            <numerusform>Search of %L1 games in %2 s: %n proposal.</numerusform>
            <numerusform>Search of %L1 games in %2 s: %n proposals.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>Searching for a rule for %n minute…</numerusform>
            <numerusform>Searching for a rule for %n minutes…</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching for a rule in %L1 games…</source>
        <translation>Searching for a rule in %L1 games…</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.</extracomment>
        <translation>%1, with %2</translation>
    </message>
    <message>
        <source>Distance from the targets</source>
        <translation>Distance from the targets</translation>
    </message>
    <message>
        <source>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</source>
        <translation>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n candidate(s) in %1.</source>
        <translation>
            <numerusform>Searched %n candidate in %1.</numerusform>
            <numerusform>Searched %n candidates in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message>
        <source>per player and game</source>
        <translation>per player and game</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2…</source>
        <extracomment>A sweep over values as written: %1 the parameter, %2 its values (&quot;[1..6], [1..8]&quot;).</extracomment>
        <translation>Sweeping %1 over %2…</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2 and %3 over %4…</source>
        <translation>Sweeping %1 over %2 and %3 over %4…</translation>
    </message>
    <message>
        <source>Card values</source>
        <extracomment>The numbered cards of a deck, swept as a list of their values.</extracomment>
        <translation>Card values</translation>
    </message>
    <message>
        <source>for example %1, %2</source>
        <extracomment>An example of a list parameter&apos;s candidates in a search, as a placeholder: two lists.
----------
An example of a list parameter&apos;s values in a sweep, as a placeholder: two lists.</extracomment>
        <translation>for example %1, %2</translation>
    </message>
    <message>
        <source>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</source>
        <translation>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n cell stands out from the grid&apos;s mean, %1, and is coloured by how far; the grey ones (≈) cannot be told apart from it.</numerusform>
            <numerusform>%n cells stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in every seat</source>
        <translation>%1 in every seat</translation>
    </message>
    <message>
        <source>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</source>
        <translation>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>Coloured: the %n cell that stands out from the grid&apos;s mean, %1; grey (≈): the others.</numerusform>
            <numerusform>Coloured: the %n cells that stand out from the grid&apos;s mean, %1; grey (≈): the others.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intervals are 95%.</source>
        <translation>Intervals are 95%.</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <extracomment>Before a list parameter&apos;s values in a sweep, each a whole list: &quot;[1..6], [1..8]&quot;.</extracomment>
        <translation>&amp;Values:</translation>
    </message>
    <message>
        <source>Val&amp;ues:</source>
        <translation>Val&amp;ues:</translation>
    </message>
    <message>
        <source>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</source>
        <translation>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</translation>
    </message>
    <message>
        <source>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</source>
        <translation>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</translation>
    </message>
    <message>
        <source>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</translation>
    </message>
    <message>
        <source>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</translation>
    </message>
    <message>
        <source>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</source>
        <translation>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>The table holds %n test, both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</numerusform>
            <numerusform>The table holds %n tests, both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stands out)</source>
        <extracomment>A card kind in the list of the controlled impact, %1 its name.</extracomment>
        <translation>%1 (stands out)</translation>
    </message>
    <message>
        <source>Controlled impact: what a card does</source>
        <translation>Controlled impact: what a card does</translation>
    </message>
    <message>
        <source>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</source>
        <translation>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</translation>
    </message>
    <message>
        <source>C&amp;ard:</source>
        <translation>C&amp;ard:</translation>
    </message>
    <message>
        <source>These rules have no cards.</source>
        <translation>These rules have no cards.</translation>
    </message>
    <message>
        <source>Choose a card and play: each change takes the games set on the left, with their seed.</source>
        <translation>Choose a card and play: each change takes the games set on the left, with their seed.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2: %n card of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</numerusform>
            <numerusform>%1, %2: %n cards of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card fewer cannot be played: these rules have no %1 card.</source>
        <translation>One card fewer cannot be played: these rules have no %1 card.</translation>
    </message>
    <message>
        <source>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</source>
        <translation>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</translation>
    </message>
    <message>
        <source>One card fewer cannot be played: %1</source>
        <translation>One card fewer cannot be played: %1</translation>
    </message>
    <message>
        <source>One card more cannot be played: %1</source>
        <translation>One card more cannot be played: %1</translation>
    </message>
    <message>
        <source>Cancelled: the differences cover the games played.</source>
        <translation>Cancelled: the differences cover the games played.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>One card fewer (%L1 → %L2)</source>
        <translation>One card fewer (%L1 → %L2)</translation>
    </message>
    <message>
        <source>One card more (%L1 → %L2)</source>
        <translation>One card more (%L1 → %L2)</translation>
    </message>
    <message>
        <source>Win rate, %1</source>
        <extracomment>A row of the controlled impact: the win rate of a seat (&quot;Seat 1&quot;), in points.</extracomment>
        <translation>Win rate, %1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Game length (decisions)</translation>
    </message>
    <message>
        <source>The base rules must come from a file to play them with a card more or fewer.</source>
        <translation>The base rules must come from a file to play them with a card more or fewer.</translation>
    </message>
    <message>
        <source>Could not write the edited rules to play them with a card more or fewer.</source>
        <translation>Could not write the edited rules to play them with a card more or fewer.</translation>
    </message>
    <message>
        <source>Controlled impact of %1 cancelled after %L2 games (%3 s): the differences cover those games.</source>
        <translation>Controlled impact of %1 cancelled after %L2 games (%3 s): the differences cover those games.</translation>
    </message>
    <message>
        <source>Controlled impact of %1: %L2 games for each change in %3 s.</source>
        <translation>Controlled impact of %1: %L2 games for each change in %3 s.</translation>
    </message>
    <message>
        <source>Play with one fewer and one &amp;more</source>
        <translation>Play with one fewer and one &amp;more</translation>
    </message>
    <message>
        <source>Playing one %1 fewer and one more, %L2 games each…</source>
        <extracomment>%1 is a card kind; each change plays %L2 games.</extracomment>
        <translation>Playing one %1 fewer and one more, %L2 games each…</translation>
    </message>
    <message>
        <source>Skill gradient</source>
        <extracomment>A target on how much better a good player does than random ones (the skill gradient).</extracomment>
        <translation>Skill gradient</translation>
    </message>
    <message>
        <source>at most %1 %2 from the edited rules</source>
        <extracomment>A target relative to the edited rules&apos; figure: &quot;at most +0 decisions from the edited rules&quot;.</extracomment>
        <translation>at most %1 %2 from the edited rules</translation>
    </message>
    <message>
        <source>at least %1 %2 from the edited rules</source>
        <translation>at least %1 %2 from the edited rules</translation>
    </message>
    <message>
        <source>%1 to %2 %3 from the edited rules</source>
        <translation>%1 to %2 %3 from the edited rules</translation>
    </message>
    <message>
        <source>from the edited rules</source>
        <extracomment>A target&apos;s values are a change from the edited rules&apos; own figure (&quot;at most +0&quot;: no more than today).</extracomment>
        <translation>from the edited rules</translation>
    </message>
    <message>
        <source>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</source>
        <translation>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</translation>
    </message>
    <message>
        <source>The base rules must come from a file to search for a rule.</source>
        <translation>The base rules must come from a file to search for a rule.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the search: %1</source>
        <translation>Could not make a temporary folder for the search: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the search.</source>
        <translation>Could not write the edited rules for the search.</translation>
    </message>
    <message>
        <source>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</source>
        <translation>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</translation>
    </message>
    <message>
        <source>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</source>
        <translation>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>The games cannot tell proposal %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose between them by what else matters to you.</numerusform>
            <numerusform>The games cannot tell proposals %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <extracomment>Before the lists a list rule may take in a search (&quot;[1..10], [0..10]&quot;).</extracomment>
        <translation>&amp;Lists</translation>
    </message>
    <message>
        <source>Rules that may change</source>
        <translation>Rules that may change</translation>
    </message>
    <message>
        <source>Remove the chosen rule</source>
        <translation>Remove the chosen rule</translation>
    </message>
    <message>
        <source>Wanted value, or the lowest</source>
        <translation>Wanted value, or the lowest</translation>
    </message>
    <message>
        <source>Highest wanted value, or how far from it</source>
        <translation>Highest wanted value, or how far from it</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Targets</translation>
    </message>
    <message>
        <source>Remove the chosen target</source>
        <translation>Remove the chosen target</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Rules found</translation>
    </message>
    <message>
        <source>Chart, empty until a run</source>
        <translation>Chart, empty until a run</translation>
    </message>
    <message>
        <source>Axes: %1.</source>
        <extracomment>Said of a chart by a screen reader: the titles of its axes.</extracomment>
        <translation>Axes: %1.</translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <extracomment>Said of a chart by a screen reader: the lines, bars or points it draws.</extracomment>
        <translation>Drawn: %1.</translation>
    </message>
    <message>
        <source>House rules to play side by side</source>
        <translation>House rules to play side by side</translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message>
        <source>Print the &amp;backs on every other page (both sides, flip on the long edge)</source>
        <translation>Print the &amp;backs on every other page (both sides, flip on the long edge)</translation>
    </message>
    <message>
        <source>Print deck: %1</source>
        <translation>Print deck: %1</translation>
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
        <translation>&amp;Paper:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>&amp;Save as PDF…</translation>
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
        <translation>deck</translation>
    </message>
    <message>
        <source>Save the deck as PDF</source>
        <translation>Save the deck as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>The deck was not saved</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 of %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation>Everyone (public cards only)</translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation>All cards (the game is over)</translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation>This record cannot be replayed:
%1</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;View of:</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Moves played</translation>
    </message>
    <message>
        <source>Drag to go to any move of the game</source>
        <translation>Drag to go to any move of the game</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
</context>
<context>
    <name>RulesControls</name>
    <message>
        <source>Left, Right</source>
        <translation>Left, Right</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Up, Down</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, Space</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Controls</translation>
    </message>
    <message>
        <source>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</source>
        <translation>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Mouse</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>At every table</translation>
    </message>
    <message>
        <source>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</source>
        <translation>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</translation>
    </message>
    <message>
        <source>These rules, for the game on the table.</source>
        <translation>These rules, for the game on the table.</translation>
    </message>
    <message>
        <source>Save the game, or load a saved one.</source>
        <translation>Save the game, or load a saved one.</translation>
    </message>
    <message>
        <source>A click or a key while something moves</source>
        <translation>A click or a key while something moves</translation>
    </message>
    <message>
        <source>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</source>
        <translation>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</translation>
    </message>
    <message>
        <source>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</source>
        <translation>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</translation>
    </message>
    <message>
        <source>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</source>
        <translation>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</translation>
    </message>
    <message>
        <source>Copy the deal number shown under the game log.</source>
        <translation>Copy the deal number shown under the game log.</translation>
    </message>
    <message>
        <source>Close the guide of a guided first round.</source>
        <translation>Close the guide of a guided first round.</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Start a new game.</translation>
    </message>
    <message>
        <source>Settings: the pace of the moves and of the computer players, the language and more.</source>
        <translation>Settings: the pace of the moves and of the computer players, the language and more.</translation>
    </message>
    <message>
        <source>Quit. The game is kept: the start page offers to go on with it.</source>
        <translation>Quit. The game is kept: the start page offers to go on with it.</translation>
    </message>
    <message>
        <source>Alt and an underlined letter</source>
        <translation>Alt and an underlined letter</translation>
    </message>
    <message>
        <source>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</source>
        <translation>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</translation>
    </message>
    <message>
        <source>Tab, Space, Escape in a window</source>
        <translation>Tab, Space, Escape in a window</translation>
    </message>
    <message>
        <source>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</source>
        <translation>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Variant:</source>
        <translation>&amp;Variant:</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation>These rules cannot be shown</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules does not know the game %1.</translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation>The variant %1 could not be loaded:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Save as &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the rules as PDF</source>
        <translation>Save the rules as PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The rules were not saved</source>
        <translation>The rules were not saved</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <source>%1 (this game)</source>
        <translation>%1 (this game)</translation>
    </message>
</context>
<context>
    <name>RulesPrinter</name>
    <message>
        <source>These are the rules as published.</source>
        <translation>These are the rules as published.</translation>
    </message>
    <message>
        <source>What this house rule changes from %1</source>
        <translation>What this house rule changes from %1</translation>
    </message>
    <message>
        <source>Its numbers and its deck are those of the base.</source>
        <translation>Its numbers and its deck are those of the base.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 cannot be written: %2</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save as a house rule</source>
        <translation>Save as a house rule</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Browse…</translation>
    </message>
    <message>
        <source>Your house rule is saved with the rules it changes and listed on the start page under its title.</source>
        <translation>Your house rule is saved with the rules it changes and listed on the start page under its title.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Title:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;File:</translation>
    </message>
    <message>
        <source>Save the house rule</source>
        <translation>Save the house rule</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Variants (*.yaml)</translation>
    </message>
    <message>
        <source>Give the house rule a title.</source>
        <translation>Give the house rule a title.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Choose a file.</translation>
    </message>
    <message>
        <source>The shipped rules cannot be changed: choose a file in another folder.</source>
        <translation>The shipped rules cannot be changed: choose a file in another folder.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>This is the file of the rules it is based on: choose another name.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 exists already. Replace it with this house rule?</translation>
    </message>
    <message>
        <source>Another variant of this game is called “%1” already (%2): choose another title.</source>
        <translation>Another variant of this game is called “%1” already (%2): choose another title.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Computer &amp;players:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation>Play at once</translation>
    </message>
    <message>
        <source>Card &amp;movements:</source>
        <translation>Card &amp;movements:</translation>
    </message>
    <message>
        <source>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</source>
        <translation>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</translation>
    </message>
    <message>
        <source>The new notebook is used when Houserules is started again; editors open now keep the one they have.</source>
        <translation>The new notebook is used when Houserules is started again; editors open now keep the one they have.</translation>
    </message>
    <message>
        <source>Every program of the team that names this server keeps its runs there, houserules-cli too.</source>
        <translation>Every program of the team that names this server keeps its runs there, houserules-cli too.</translation>
    </message>
    <message>
        <source>The runs are kept in a file in this computer&apos;s data folder.</source>
        <translation>The runs are kept in a file in this computer&apos;s data folder.</translation>
    </message>
    <message>
        <source>&amp;Notebook:</source>
        <extracomment>Where the playtest lab&apos;s runs are kept.</extracomment>
        <translation>&amp;Notebook:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>On this computer</translation>
    </message>
    <message>
        <source>On a team&apos;s PostgreSQL server</source>
        <translation>On a team&apos;s PostgreSQL server</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Wait for me at each new deal</source>
        <translation>&amp;Wait for me at each new deal</translation>
    </message>
    <message>
        <source>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</source>
        <translation>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</source>
        <translation>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</source>
        <translation>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</translation>
    </message>
    <message>
        <source>Wait for a key</source>
        <translation>Wait for a key</translation>
    </message>
    <message>
        <source>C&amp;olours:</source>
        <extracomment>The colours of players, cards and charts, for people who see colours differently.</extracomment>
        <translation>C&amp;olours:</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>colours</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Safe for colour blindness</source>
        <translation>Safe for colour blindness</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <source>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</source>
        <translation>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>Table &amp;text size:</translation>
    </message>
    <message>
        <source>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</source>
        <translation>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</translation>
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
        <translation>%1 (your own)</translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation>This file holds rules for another game (%1).</translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation>What shall we play?</translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Continue the last game</translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation>Rules to play with:</translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (cannot be loaded)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Open these rules in the rules editor</source>
        <translation>Open these rules in the rules editor</translation>
    </message>
    <message>
        <source>New house rule…</source>
        <translation>New house rule…</translation>
    </message>
    <message>
        <source>Make your own rules, starting from the standard rules</source>
        <translation>Make your own rules, starting from the standard rules</translation>
    </message>
    <message>
        <source>The file could not be kept.</source>
        <translation>The file could not be kept.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>The file was kept as %1.</translation>
    </message>
    <message>
        <source>The last game could not be continued: %1</source>
        <translation>The last game could not be continued: %1</translation>
    </message>
    <message>
        <source>The settings could not be read and start afresh.</source>
        <translation>The settings could not be read and start afresh.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Rules: %1</translation>
    </message>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>The last game was cut short; %n decision could be recovered, and Continue goes on from there.</numerusform>
            <numerusform>The last game was cut short; %n decisions could be recovered, and Continue goes on from there.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay it</source>
        <translation>Replay it</translation>
    </message>
    <message>
        <source>Every move again, with every player&apos;s cards</source>
        <translation>Every move again, with every player&apos;s cards</translation>
    </message>
    <message>
        <source>Save it…</source>
        <translation>Save it…</translation>
    </message>
    <message>
        <source>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</source>
        <translation>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</translation>
    </message>
    <message>
        <source>The last game, played to the end: %1, %2 (%3).</source>
        <translation>The last game, played to the end: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Continue: %1, %2 (%3)</source>
        <translation>Continue: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>The rules chosen above, with pictures of the cards, a turn step by step and the controls</source>
        <translation>The rules chosen above, with pictures of the cards, a turn step by step and the controls</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n decision after them could not be read whole and was left out.</numerusform>
            <numerusform>%n decisions after them could not be read whole and were left out.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover of %1</source>
        <translation>Cover of %1</translation>
    </message>
    <message>
        <source>Rules to play %1 with</source>
        <translation>Rules to play %1 with</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>New game of %1</translation>
    </message>
    <message>
        <source>Edit the rules of %1</source>
        <translation>Edit the rules of %1</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>How to play %1</translation>
    </message>
    <message>
        <source>New house rule for %1</source>
        <translation>New house rule for %1</translation>
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
        <translation>Player</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>Looking for a hint…</translation>
    </message>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Hints are for your own turn.</translation>
    </message>
    <message>
        <source>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</source>
        <translation>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>That card is not in your hand.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>Hint: the marked choice is your only legal move.</source>
        <translation>Hint: the marked choice is your only legal move.</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <extracomment>What a screen reader says of the table&apos;s result line (&quot;Ann won with 20 points&quot;).</extracomment>
        <translation>How the game ended</translation>
    </message>
</context>
<context>
    <name>TitlesPanel</name>
    <message>
        <source>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</source>
        <translation>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Title in %1</source>
        <translation>Title in %1</translation>
    </message>
    <message>
        <source>Description in %1</source>
        <translation>Description in %1</translation>
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
        <translation>circle</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>triangle</translation>
    </message>
    <message>
        <source>square</source>
        <translation>square</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>The shape on a player&apos;s pieces, not the gem.</extracomment>
        <translation>diamond</translation>
    </message>
    <message>
        <source>star</source>
        <translation>star</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>cross</translation>
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
        <translation>%1 removed</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 added</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A value given for a number of players that the other rules do not give.</extracomment>
        <translation>none</translation>
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
        <translation>Houserules does not know the game %1.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>Change %1</translation>
    </message>
    <message>
        <source>Reset %1 to the base</source>
        <translation>Reset %1 to the base</translation>
    </message>
    <message>
        <source>Reset everything to the base</source>
        <translation>Reset everything to the base</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Change the title</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Change the description</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Rename</translation>
    </message>
    <message>
        <source>%1 holds the base rules these rules extend: save them under another name.</source>
        <translation>%1 holds the base rules these rules extend: save them under another name.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>The game would reject these rules:
%1</translation>
    </message>
</context>
<context>
    <name>VariantModel</name>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Value</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Base value</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Description</translation>
    </message>
    <message>
        <source>Base value: %1</source>
        <translation>Base value: %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Not in the base</translation>
    </message>
</context>
<context>
    <name>WeBreakdown</name>
    <message>
        <source>1. The shares by business</source>
        <translation>1. The shares by business</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Business</translation>
    </message>
    <message>
        <source>%1 (%2 shares)</source>
        <translation>%1 (%2 shares)</translation>
    </message>
    <message>
        <source>%1 ✓ = %2</source>
        <extracomment>A complete business in the breakdown: all its shares, counting as more, e.g. &quot;4 ✓ = 5&quot;.</extracomment>
        <translation>%1 ✓ = %2</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Complete businesses</translation>
    </message>
    <message>
        <source>Shares counted</source>
        <translation>Shares counted</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>In the game</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>broke: out</source>
        <translation>broke: out</translation>
    </message>
    <message>
        <source>Each share counts 1; all the shares of one business in one hand count %1.</source>
        <translation>Each share counts 1; all the shares of one business in one hand count %1.</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. The winner</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares and %3: they share the win.</source>
        <translation>%1 are equal on %2 shares and %3: they share the win.</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</source>
        <translation>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</translation>
    </message>
    <message>
        <source>%1 wins with %2 shares counted.</source>
        <translation>%1 wins with %2 shares counted.</translation>
    </message>
    <message>
        <source>3. The gunfighters</source>
        <translation>3. The gunfighters</translation>
    </message>
    <message>
        <source>Gunfighter</source>
        <translation>Gunfighter</translation>
    </message>
</context>
<context>
    <name>WeFigureTexts</name>
    <message>
        <source>Shares at the end</source>
        <translation>Shares at the end</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Complete businesses</translation>
    </message>
    <message>
        <source>Bills at the end</source>
        <translation>Bills at the end</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Broke</translation>
    </message>
    <message>
        <source>Players go broke %1 points more often (±%2).</source>
        <translation>Players go broke %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Players go broke %1 points less often (±%2).</source>
        <translation>Players go broke %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points more often (±%2).</source>
        <translation>Seat %3 goes broke %1 points more often (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points less often (±%2).</source>
        <translation>Seat %3 goes broke %1 points less often (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more shares (±%2).</source>
        <translation>Players end with %1 more shares (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer shares (±%2).</source>
        <translation>Players end with %1 fewer shares (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more shares (±%2).</source>
        <translation>Seat %3 ends with %1 more shares (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer shares (±%2).</source>
        <translation>Seat %3 ends with %1 fewer shares (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 more businesses a game (±%2).</source>
        <translation>Players complete %1 more businesses a game (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 fewer businesses a game (±%2).</source>
        <translation>Players complete %1 fewer businesses a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 more businesses a game (±%2).</source>
        <translation>Seat %3 completes %1 more businesses a game (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 fewer businesses a game (±%2).</source>
        <translation>Seat %3 completes %1 fewer businesses a game (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more bills (±%2).</source>
        <translation>Players end with %1 more bills (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer bills (±%2).</source>
        <translation>Players end with %1 fewer bills (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more bills (±%2).</source>
        <translation>Seat %3 ends with %1 more bills (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer bills (±%2).</source>
        <translation>Seat %3 ends with %1 fewer bills (±%2).</translation>
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
        <translation>You land on %1&apos;s cowboy and attack: you name a business you both own, and the loser of the fight hands over one share of it.</translation>
    </message>
    <message>
        <source>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</source>
        <translation>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</translation>
    </message>
    <message>
        <source>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</source>
        <translation>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</source>
        <translation>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</source>
        <translation>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</translation>
    </message>
    <message>
        <source>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</source>
        <translation>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</translation>
    </message>
    <message>
        <source>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</source>
        <translation>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</translation>
    </message>
    <message>
        <source>Passing costs nothing; you keep your money for a better chance.</source>
        <translation>Passing costs nothing; you keep your money for a better chance.</translation>
    </message>
    <message>
        <source>Draw the top share: you see it first, and putting it back before you roll its price is free.</source>
        <translation>Draw the top share: you see it first, and putting it back before you roll its price is free.</translation>
    </message>
    <message>
        <source>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</source>
        <translation>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</translation>
    </message>
    <message>
        <source>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</source>
        <translation>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>a share</translation>
    </message>
    <message>
        <source>Stand with %1 and save the %2 another roll would cost.</source>
        <translation>Stand with %1 and save the %2 another roll would cost.</translation>
    </message>
    <message>
        <source>Roll all five dice again (%1): nothing in this roll is worth keeping.</source>
        <translation>Roll all five dice again (%1): nothing in this roll is worth keeping.</translation>
    </message>
    <message>
        <source>Keep %1 and roll the others again (%2): a better combination beats %3.</source>
        <translation>Keep %1 and roll the others again (%2): a better combination beats %3.</translation>
    </message>
    <message>
        <source>Done: the chips you keep can be bet at the next game of hasard.</source>
        <translation>Done: the chips you keep can be bet at the next game of hasard.</translation>
    </message>
    <message>
        <source>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</source>
        <translation>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</translation>
    </message>
    <message>
        <source>%1 wins almost half the time and pays %2 a chip.</source>
        <translation>%1 wins almost half the time and pays %2 a chip.</translation>
    </message>
    <message>
        <source>%1 wins less often than LOW or HIGH but pays %2 a chip.</source>
        <translation>%1 wins less often than LOW or HIGH but pays %2 a chip.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 and a share from the star deck.</source>
        <translation>%1 is rare, but pays %2 and a share from the star deck.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 a chip.</source>
        <translation>%1 is rare, but pays %2 a chip.</translation>
    </message>
    <message>
        <source>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</source>
        <translation>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</translation>
    </message>
    <message>
        <source>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</source>
        <translation>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</translation>
    </message>
    <message>
        <source>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</source>
        <translation>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</translation>
    </message>
    <message>
        <source>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</source>
        <translation>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</translation>
    </message>
    <message>
        <source>%1 is too much: putting the share back costs only %2.</source>
        <translation>%1 is too much: putting the share back costs only %2.</translation>
    </message>
    <message>
        <source>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</source>
        <translation>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</translation>
    </message>
    <message>
        <source>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</source>
        <translation>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</translation>
    </message>
    <message>
        <source>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</source>
        <translation>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</translation>
    </message>
    <message>
        <source>Pay %1 to each other player and your cowboy keeps moving.</source>
        <translation>Pay %1 to each other player and your cowboy keeps moving.</translation>
    </message>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Sit out %n turn and keep your money; you still play poker and hasard meanwhile.</numerusform>
            <numerusform>Sit out %n turns and keep your money; you still play poker and hasard meanwhile.</numerusform>
        </translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll stakes one of your shares.</source>
        <translation>An ace field starts poker: each roll stakes one of your shares.</translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll costs you %1.</source>
        <translation>An ace field starts poker: each roll costs you %1.</translation>
    </message>
    <message>
        <source>Buying costs %1 of your %2.</source>
        <translation>Buying costs %1 of your %2.</translation>
    </message>
    <message>
        <source>Putting the share back costs a fee of %1.</source>
        <translation>Putting the share back costs a fee of %1.</translation>
    </message>
    <message>
        <source>Another roll stakes one of your shares.</source>
        <translation>Another roll stakes one of your shares.</translation>
    </message>
    <message>
        <source>Another roll costs %1.</source>
        <translation>Another roll costs %1.</translation>
    </message>
    <message>
        <source>Paying costs you %1: %2 to each of the %3 other players.</source>
        <translation>Paying costs you %1: %2 to each of the %3 other players.</translation>
    </message>
    <message>
        <source>A chip costs %1 of your %2.</source>
        <translation>A chip costs %1 of your %2.</translation>
    </message>
    <message>
        <source>A chip that loses goes to the bank.</source>
        <translation>A chip that loses goes to the bank.</translation>
    </message>
</context>
<context>
    <name>WeLog</name>
    <message numerus="yes">
        <source>%n bill(s)</source>
        <translation>
            <numerusform>%n bill</numerusform>
            <numerusform>%n bills</numerusform>
        </translation>
    </message>
    <message>
        <source>off the street</source>
        <translation>off the street</translation>
    </message>
    <message>
        <source>north %1 (%2)</source>
        <extracomment>A field: its sidewalk and number, then its kind, e.g. &quot;north 7 (Star field)&quot;.</extracomment>
        <translation>north %1 (%2)</translation>
    </message>
    <message>
        <source>south %1 (%2)</source>
        <translation>south %1 (%2)</translation>
    </message>
    <message>
        <source>%1 draws a gunfighter in secret.</source>
        <translation>%1 draws a gunfighter in secret.</translation>
    </message>
    <message>
        <source>%1 draws %2 (a secret from the others).</source>
        <translation>%1 draws %2 (a secret from the others).</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Round %1 of %2.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Round %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1&apos;s turn.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 sits out this turn (%n more to sit out).</numerusform>
            <numerusform>%1 sits out this turn (%n more to sit out).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 rolls %2.</translation>
    </message>
    <message>
        <source>%1 has no move with these dice and stays.</source>
        <translation>%1 has no move with these dice and stays.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy comes onto the street at %2.</source>
        <translation>%1&apos;s cowboy comes onto the street at %2.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy goes from %2 to %3.</source>
        <translation>%1&apos;s cowboy goes from %2 to %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 attacks %2!</translation>
    </message>
    <message>
        <source>%1 fights for %2.</source>
        <translation>%1 fights for %2.</translation>
    </message>
    <message>
        <source>%1 chooses to fight with %2.</source>
        <translation>%1 chooses to fight with %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 with the stars.</source>
        <translation>%1 rolls %2: %3 with the stars.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 wins %2 from %3.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dollar deck.</source>
        <translation>%1 draws %2 from the dollar deck.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the star deck.</source>
        <translation>%1 draws %2 from the star deck.</translation>
    </message>
    <message>
        <source>%1 puts %2 back under its deck.</source>
        <translation>%1 puts %2 back under its deck.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3: the price is %4.</source>
        <translation>%1 rolls %2 for %3: the price is %4.</translation>
    </message>
    <message>
        <source>%1 buys %2 for %3.</source>
        <translation>%1 buys %2 for %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back and pays a fee of %3.</source>
        <translation>%1 puts %2 back and pays a fee of %3.</translation>
    </message>
    <message>
        <source>Payday! %1 collects %2.</source>
        <translation>Payday! %1 collects %2.</translation>
    </message>
    <message>
        <source>%1 robs the bank and rolls %2: %3.</source>
        <translation>%1 robs the bank and rolls %2: %3.</translation>
    </message>
    <message>
        <source>%1 chases the robber and rolls %2: %3.</source>
        <translation>%1 chases the robber and rolls %2: %3.</translation>
    </message>
    <message>
        <source>%1 catches %2 and gets a reward of %3.</source>
        <translation>%1 catches %2 and gets a reward of %3.</translation>
    </message>
    <message>
        <source>%1 escapes with %2!</source>
        <translation>%1 escapes with %2!</translation>
    </message>
    <message>
        <source>%1 is on an ace field: poker for everyone!</source>
        <translation>%1 is on an ace field: poker for everyone!</translation>
    </message>
    <message>
        <source>%1 stakes %2.</source>
        <translation>%1 stakes %2.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pot.</source>
        <translation>%1 puts %2 into the pot.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2 — %3.</source>
        <translation>%1 rolls again: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls off the tie: %2 — %3.</source>
        <translation>%1 rolls off the tie: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls the poker dice: %2 — %3.</source>
        <translation>%1 rolls the poker dice: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 stands.</translation>
    </message>
    <message>
        <source>Five of a kind! %1 is caught cheating.</source>
        <translation>Five of a kind! %1 is caught cheating.</translation>
    </message>
    <message>
        <source>%1 pays each other player %2.</source>
        <translation>%1 pays each other player %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 will sit out %n more turn.</numerusform>
            <numerusform>%1 will sit out %n more turns.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie between %1: they roll again.</source>
        <translation>A tie between %1: they roll again.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 wins the pot: %2 and %n share.</numerusform>
            <numerusform>%1 wins the pot: %2 and %n shares.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the pot: %2.</source>
        <translation>%1 wins the pot: %2.</translation>
    </message>
    <message>
        <source>Nobody can win the pot: %1 go to the bank.</source>
        <translation>Nobody can win the pot: %1 go to the bank.</translation>
    </message>
    <message>
        <source>%1 is on a dice field: hasard for everyone!</source>
        <translation>%1 is on a dice field: hasard for everyone!</translation>
    </message>
    <message>
        <source>%1 buys a chip back for %2.</source>
        <translation>%1 buys a chip back for %2.</translation>
    </message>
    <message>
        <source>%1 bets a chip on %2.</source>
        <translation>%1 bets a chip on %2.</translation>
    </message>
    <message>
        <source>%1 rolls the hasard dice: %2 (%3).</source>
        <translation>%1 rolls the hasard dice: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 wins %2 on %3.</source>
        <translation>%1 wins %2 on %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 loses %n chip on %2 to the bank.</numerusform>
            <numerusform>%1 loses %n chips on %2 to the bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 also wins %2 from the star deck.</source>
        <translation>%1 also wins %2 from the star deck.</translation>
    </message>
    <message>
        <source>%1 sells %2 to the bank for %3.</source>
        <translation>%1 sells %2 to the bank for %3.</translation>
    </message>
    <message>
        <source>%1 is out of money and gets a one-time credit of %2.</source>
        <translation>%1 is out of money and gets a one-time credit of %2.</translation>
    </message>
    <message>
        <source>%1 is broke and out of the game.</source>
        <translation>%1 is broke and out of the game.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n share(s) counted and %2.</source>
        <translation>
            <numerusform>%1 wins with %n share counted and %2.</numerusform>
            <numerusform>%1 wins with %n shares counted and %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n share(s) counted and %2 each.</source>
        <translation>
            <numerusform>%1 share the win with %n share counted and %2 each.</numerusform>
            <numerusform>%1 share the win with %n shares counted and %2 each.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes nothing on %2.</source>
        <translation>%1 takes nothing on %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 bets %n chip on %2.</numerusform>
            <numerusform>%1 bets %n chips on %2.</numerusform>
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
        <translation>Golden Nugget Saloon</translation>
    </message>
    <message>
        <source>General Store</source>
        <translation>General Store</translation>
    </message>
    <message>
        <source>Livery Stable</source>
        <translation>Livery Stable</translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation>Barber Shop</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Blacksmith</translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation>Grand Hotel</translation>
    </message>
    <message>
        <source>Gunsmith</source>
        <translation>Gunsmith</translation>
    </message>
    <message>
        <source>Stagecoach Line</source>
        <translation>Stagecoach Line</translation>
    </message>
    <message>
        <source>Assay Office</source>
        <translation>Assay Office</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dexterity</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Stone field</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Star field</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollar field</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Ace field</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Dice field</translation>
    </message>
    <message>
        <source>LOW (4–10)</source>
        <translation>LOW (4–10)</translation>
    </message>
    <message>
        <source>HIGH (11–17)</source>
        <translation>HIGH (11–17)</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>Any pair</translation>
    </message>
    <message>
        <source>Pair of 1s</source>
        <translation>Pair of 1s</translation>
    </message>
    <message>
        <source>Pair of 2s</source>
        <translation>Pair of 2s</translation>
    </message>
    <message>
        <source>Pair of 3s</source>
        <translation>Pair of 3s</translation>
    </message>
    <message>
        <source>Pair of 4s</source>
        <translation>Pair of 4s</translation>
    </message>
    <message>
        <source>Pair of 5s</source>
        <translation>Pair of 5s</translation>
    </message>
    <message>
        <source>Pair of 6s</source>
        <translation>Pair of 6s</translation>
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
        <translation>nothing</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>a pair</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>two pairs</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>three of a kind</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>a straight</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>a full house</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>four of a kind</translation>
    </message>
    <message>
        <source>five of a kind (a cheat)</source>
        <translation>five of a kind (a cheat)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>red</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
    <message>
        <source>black</source>
        <translation>black</translation>
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
        <translation>The main street has two sidewalks of %1 fields each, numbered 1 to %1 from west to east; field 1 of each is a stone start field, and fields with the same number face each other across the street.</translation>
    </message>
    <message>
        <source>nothing happens.</source>
        <translation>nothing happens.</translation>
    </message>
    <message>
        <source>draw the top share of the star deck, if you like.</source>
        <translation>draw the top share of the star deck, if you like.</translation>
    </message>
    <message>
        <source>draw the top share of the dollar deck, call a payday, or rob the bank.</source>
        <translation>draw the top share of the dollar deck, call a payday, or rob the bank.</translation>
    </message>
    <message>
        <source>everybody plays poker dice.</source>
        <translation>everybody plays poker dice.</translation>
    </message>
    <message>
        <source>everybody plays hasard against the bank.</source>
        <translation>everybody plays hasard against the bank.</translation>
    </message>
    <message numerus="yes">
        <source>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip(s) of their colour.</source>
        <translation>
            <numerusform>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip of their colour.</numerusform>
            <numerusform>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chips of their colour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n share(s))</source>
        <translation>
            <numerusform>%1 (%n share)</numerusform>
            <numerusform>%1 (%n shares)</numerusform>
        </translation>
    </message>
    <message>
        <source>The businesses of the star deck: %1.</source>
        <translation>The businesses of the star deck: %1.</translation>
    </message>
    <message>
        <source>The businesses of the dollar deck: %1.</source>
        <translation>The businesses of the dollar deck: %1.</translation>
    </message>
    <message>
        <source>Each share names the attribute that sets its price.</source>
        <translation>Each share names the attribute that sets its price.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>A turn</translation>
    </message>
    <message>
        <source>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</source>
        <translation>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</translation>
    </message>
    <message>
        <source>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</source>
        <translation>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</translation>
    </message>
    <message>
        <source>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</source>
        <translation>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <source>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</source>
        <translation>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</translation>
    </message>
    <message>
        <source>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</source>
        <translation>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Bank robbery</translation>
    </message>
    <message>
        <source>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</source>
        <translation>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attack</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</source>
        <translation>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if he owns a share.</source>
        <translation>You may end your move on a single cowboy&apos;s field if he owns a share.</translation>
    </message>
    <message>
        <source>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</source>
        <translation>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</source>
        <translation>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</source>
        <translation>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</translation>
    </message>
    <message>
        <source>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</source>
        <translation>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</translation>
    </message>
    <message>
        <source>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</source>
        <translation>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</source>
        <translation>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</translation>
    </message>
    <message>
        <source>pays %1.</source>
        <translation>pays %1.</translation>
    </message>
    <message>
        <source>two dice alike (three count too): pays %1.</source>
        <translation>two dice alike (three count too): pays %1.</translation>
    </message>
    <message>
        <source>A named pair:</source>
        <translation>A named pair:</translation>
    </message>
    <message>
        <source>pays %1 and the star deck&apos;s top share.</source>
        <translation>pays %1 and the star deck&apos;s top share.</translation>
    </message>
    <message>
        <source>Out of money</source>
        <translation>Out of money</translation>
    </message>
    <message>
        <source>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</source>
        <translation>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</translation>
    </message>
    <message>
        <source>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</source>
        <translation>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</translation>
    </message>
    <message>
        <source>With neither money nor shares he is out of the game.</source>
        <translation>With neither money nor shares he is out of the game.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty, or after round %1.</source>
        <translation>The game ends when both share decks are empty, or after round %1.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty.</source>
        <translation>The game ends when both share decks are empty.</translation>
    </message>
    <message>
        <source>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</source>
        <translation>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>The end</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Rules reference for the variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>This variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>The idea</translation>
    </message>
    <message>
        <source>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</source>
        <translation>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</translation>
    </message>
    <message>
        <source>Click a die, then a direction</source>
        <translation>Click a die, then a direction</translation>
    </message>
    <message>
        <source>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</source>
        <translation>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</translation>
    </message>
    <message>
        <source>Click a button under the street</source>
        <translation>Click a button under the street</translation>
    </message>
    <message>
        <source>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</source>
        <translation>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</translation>
    </message>
    <message>
        <source>Click a poker die</source>
        <translation>Click a poker die</translation>
    </message>
    <message>
        <source>Keep it for the next roll; click it again to roll it.</source>
        <translation>Keep it for the next roll; click it again to roll it.</translation>
    </message>
    <message>
        <source>Click a spot of the hasard board</source>
        <translation>Click a spot of the hasard board</translation>
    </message>
    <message>
        <source>Bet a chip there.</source>
        <translation>Bet a chip there.</translation>
    </message>
    <message>
        <source>Your move: choose a die.</source>
        <translation>Your move: choose a die.</translation>
    </message>
    <message>
        <source>Walk it west or east.</source>
        <translation>Walk it west or east.</translation>
    </message>
    <message>
        <source>Cross the street with it.</source>
        <translation>Cross the street with it.</translation>
    </message>
    <message>
        <source>A cowboy off the street: start on the north or the south sidewalk.</source>
        <translation>A cowboy off the street: start on the north or the south sidewalk.</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take back the last step of the move.</source>
        <translation>Take back the last step of the move.</translation>
    </message>
    <message>
        <source>Start the move again.</source>
        <translation>Start the move again.</translation>
    </message>
    <message>
        <source>Make the move as built.</source>
        <translation>Make the move as built.</translation>
    </message>
    <message>
        <source>On your field: draw a share, call a payday, rob the bank, or pass.</source>
        <translation>On your field: draw a share, call a payday, rob the bank, or pass.</translation>
    </message>
    <message>
        <source>Answer yes or no: buy the share, pay, or sit out.</source>
        <translation>Answer yes or no: buy the share, pay, or sit out.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 to 9</translation>
    </message>
    <message>
        <source>Choose from a numbered list: a business, a share, an attribute.</source>
        <translation>Choose from a numbered list: a business, a share, an attribute.</translation>
    </message>
    <message>
        <source>Poker: keep or free a die, roll again, or stand.</source>
        <translation>Poker: keep or free a die, roll again, or stand.</translation>
    </message>
    <message>
        <source>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</source>
        <translation>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>A turn, step by step</translation>
    </message>
    <message>
        <source>Your cowboy</source>
        <translation>Your cowboy</translation>
    </message>
    <message>
        <source>A chip</source>
        <translation>A chip</translation>
    </message>
    <message>
        <source>A die</source>
        <translation>A die</translation>
    </message>
    <message>
        <source>A gunfighter (secret)</source>
        <translation>A gunfighter (secret)</translation>
    </message>
    <message>
        <source>A share</source>
        <translation>A share</translation>
    </message>
    <message>
        <source>A share&apos;s back</source>
        <translation>A share&apos;s back</translation>
    </message>
    <message>
        <source>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</source>
        <translation>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</translation>
    </message>
    <message>
        <source>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</source>
        <translation>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</translation>
    </message>
    <message>
        <source>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</source>
        <translation>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</translation>
    </message>
    <message>
        <source>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</source>
        <translation>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</translation>
    </message>
</context>
<context>
    <name>WeScene</name>
    <message>
        <source>%1&apos;s cowboy (%2)</source>
        <translation>%1&apos;s cowboy (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n chip in hand</numerusform>
            <numerusform>%n chips in hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Broke: out of the game</source>
        <translation>Broke: out of the game</translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Sits out %n more turn</numerusform>
            <numerusform>Sits out %n more turns</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>out of the game</translation>
    </message>
    <message>
        <source>no shares yet</source>
        <translation>no shares yet</translation>
    </message>
    <message>
        <source>%1: complete (%2), counts %3</source>
        <translation>%1: complete (%2), counts %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s) (%2)</source>
        <translation>
            <numerusform>%1: %n share (%2)</numerusform>
            <numerusform>%1: %n shares (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n counted</numerusform>
            <numerusform>%n counted</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter: %1</source>
        <translation>Your gunfighter: %1</translation>
    </message>
    <message>
        <source>Jolly Town&apos;s main street</source>
        <translation>Jolly Town&apos;s main street</translation>
    </message>
    <message>
        <source>north</source>
        <translation>north</translation>
    </message>
    <message>
        <source>south</source>
        <translation>south</translation>
    </message>
    <message>
        <source>Cowboys waiting off the street start on field 1 of either sidewalk</source>
        <translation>Cowboys waiting off the street start on field 1 of either sidewalk</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Go to %1</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), waiting off the street</source>
        <translation>%1&apos;s cowboy (%2), waiting off the street</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), on %3</source>
        <translation>%1&apos;s cowboy (%2), on %3</translation>
    </message>
    <message>
        <source>Star deck</source>
        <translation>Star deck</translation>
    </message>
    <message>
        <source>Dollar deck</source>
        <translation>Dollar deck</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Price: %1</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>drawn</translation>
    </message>
    <message>
        <source>Move roll</source>
        <translation>Move roll</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Start north (N)</source>
        <translation>Start north (N)</translation>
    </message>
    <message>
        <source>Start south (S)</source>
        <translation>Start south (S)</translation>
    </message>
    <message>
        <source>← West</source>
        <translation>← West</translation>
    </message>
    <message>
        <source>East →</source>
        <translation>East →</translation>
    </message>
    <message>
        <source>Cross ↕</source>
        <translation>Cross ↕</translation>
    </message>
    <message>
        <source>Step back (Backspace)</source>
        <translation>Step back (Backspace)</translation>
    </message>
    <message>
        <source>Choose a die (1, 2, 3) or click a lit field.</source>
        <translation>Choose a die (1, 2, 3) or click a lit field.</translation>
    </message>
    <message>
        <source>Die %1 shows %2: walk it west or east, or cross the street.</source>
        <translation>Die %1 shows %2: walk it west or east, or cross the street.</translation>
    </message>
    <message>
        <source>Draw a share (D)</source>
        <translation>Draw a share (D)</translation>
    </message>
    <message>
        <source>Payday (Y)</source>
        <translation>Payday (Y)</translation>
    </message>
    <message>
        <source>Rob the bank (R)</source>
        <translation>Rob the bank (R)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Pass (P)</translation>
    </message>
    <message>
        <source>Roll for the price (R)</source>
        <translation>Roll for the price (R)</translation>
    </message>
    <message>
        <source>Put it back, free (P)</source>
        <translation>Put it back, free (P)</translation>
    </message>
    <message>
        <source>Buy for %1 (Y)</source>
        <translation>Buy for %1 (Y)</translation>
    </message>
    <message>
        <source>Put it back for %1 (N)</source>
        <translation>Put it back for %1 (N)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Stand (S)</translation>
    </message>
    <message>
        <source>Keep the chosen dice, roll the others (R)</source>
        <translation>Keep the chosen dice, roll the others (R)</translation>
    </message>
    <message>
        <source>Roll all five again (R)</source>
        <translation>Roll all five again (R)</translation>
    </message>
    <message>
        <source>Pay each %1 (Y)</source>
        <translation>Pay each %1 (Y)</translation>
    </message>
    <message>
        <source>Sit out (N)</source>
        <translation>Sit out (N)</translation>
    </message>
    <message>
        <source>Buy a chip for %1 (B)</source>
        <translation>Buy a chip for %1 (B)</translation>
    </message>
    <message>
        <source>Done betting (D)</source>
        <translation>Done betting (D)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>cheat!</source>
        <translation>cheat!</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 and %n share</numerusform>
            <numerusform>%1 and %n shares</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie: roll again</source>
        <translation>A tie: roll again</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>pays %1</translation>
    </message>
    <message>
        <source>%1&apos;s chip on %2</source>
        <translation>%1&apos;s chip on %2</translation>
    </message>
    <message>
        <source>Bet a chip on %1</source>
        <translation>Bet a chip on %1</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>The gunfighters</source>
        <translation>The gunfighters</translation>
    </message>
    <message>
        <source>%1&apos;s gunfighter: %2 (%3)</source>
        <translation>%1&apos;s gunfighter: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an attribute and its stars, e.g. Speed 5</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Poker is over</source>
        <translation>Poker is over</translation>
    </message>
    <message>
        <source>%1: wins</source>
        <comment>poker: a winning hand</comment>
        <translation>%1: wins</translation>
    </message>
</context>
<context>
    <name>WeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>Move your cowboy first.</source>
        <translation>Move your cowboy first.</translation>
    </message>
    <message>
        <source>Those walks do not end on that field.</source>
        <translation>Those walks do not end on that field.</translation>
    </message>
    <message>
        <source>Two cowboys stand there already.</source>
        <translation>Two cowboys stand there already.</translation>
    </message>
    <message>
        <source>You may attack %1 only if you both own a share of one business.</source>
        <translation>You may attack %1 only if you both own a share of one business.</translation>
    </message>
    <message>
        <source>These dice cannot take you there: two walks that stay on the street, one crossing at most.</source>
        <translation>These dice cannot take you there: two walks that stay on the street, one crossing at most.</translation>
    </message>
    <message>
        <source>You cannot pay %1: put the share back.</source>
        <translation>You cannot pay %1: put the share back.</translation>
    </message>
    <message>
        <source>Buy the share or put it back.</source>
        <translation>Buy the share or put it back.</translation>
    </message>
    <message>
        <source>A payday needs a share at least, on a dollar field.</source>
        <translation>A payday needs a share at least, on a dollar field.</translation>
    </message>
    <message>
        <source>The bank can be robbed only from a dollar field.</source>
        <translation>The bank can be robbed only from a dollar field.</translation>
    </message>
    <message>
        <source>This deck is empty.</source>
        <translation>This deck is empty.</translation>
    </message>
    <message>
        <source>Draw a share or pass.</source>
        <translation>Draw a share or pass.</translation>
    </message>
    <message>
        <source>Name a business you both own shares of.</source>
        <translation>Name a business you both own shares of.</translation>
    </message>
    <message>
        <source>Name one of the four attributes.</source>
        <translation>Name one of the four attributes.</translation>
    </message>
    <message>
        <source>Hand over one of your shares of %1.</source>
        <translation>Hand over one of your shares of %1.</translation>
    </message>
    <message>
        <source>Choose one of your own shares.</source>
        <translation>Choose one of your own shares.</translation>
    </message>
    <message>
        <source>Keep some dice and roll again, or stand.</source>
        <translation>Keep some dice and roll again, or stand.</translation>
    </message>
    <message>
        <source>Pay the others or sit out.</source>
        <translation>Pay the others or sit out.</translation>
    </message>
    <message>
        <source>You have no chip left to bet: buy one back or say you are done.</source>
        <translation>You have no chip left to bet: buy one back or say you are done.</translation>
    </message>
    <message>
        <source>You cannot buy a chip back now (none in the bank, or not enough money).</source>
        <translation>You cannot buy a chip back now (none in the bank, or not enough money).</translation>
    </message>
    <message>
        <source>Bet one chip at least before you are done.</source>
        <translation>Bet one chip at least before you are done.</translation>
    </message>
    <message>
        <source>Roll for the price or put the share back.</source>
        <translation>Roll for the price or put the share back.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>That move is not allowed.</translation>
    </message>
    <message>
        <source>Choose a die first (1, 2, 3).</source>
        <translation>Choose a die first (1, 2, 3).</translation>
    </message>
    <message>
        <source>Choose the sidewalk to start on first (N or S).</source>
        <translation>Choose the sidewalk to start on first (N or S).</translation>
    </message>
    <message>
        <source>You cross the street once at most.</source>
        <translation>You cross the street once at most.</translation>
    </message>
    <message>
        <source>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</source>
        <translation>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</translation>
    </message>
    <message>
        <source>You have used that die already.</source>
        <translation>You have used that die already.</translation>
    </message>
    <message>
        <source>Your cowboy is on the street already.</source>
        <translation>Your cowboy is on the street already.</translation>
    </message>
    <message>
        <source>There is no choice %1.</source>
        <translation>There is no choice %1.</translation>
    </message>
    <message>
        <source>Walk two dice first (1–3, then Left or Right), or click a lit field.</source>
        <translation>Walk two dice first (1–3, then Left or Right), or click a lit field.</translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Main street</source>
        <translation>Main street</translation>
    </message>
    <message>
        <source>Gunfighters</source>
        <translation>Gunfighters</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Shares</translation>
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
        <translation>Bank robbery</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Readings of the rules</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Fewest players</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>The smallest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Most players</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>The largest number of players these rules can be played with.</translation>
    </message>
    <message>
        <source>Bills at the start</source>
        <translation>Bills at the start</translation>
    </message>
    <message>
        <source>The bills each player starts with.</source>
        <translation>The bills each player starts with.</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Chips at the start</translation>
    </message>
    <message>
        <source>The chips in each player&apos;s colour, for hasard.</source>
        <translation>The chips in each player&apos;s colour, for hasard.</translation>
    </message>
    <message>
        <source>North sidewalk</source>
        <translation>North sidewalk</translation>
    </message>
    <message>
        <source>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</source>
        <translation>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</translation>
    </message>
    <message>
        <source>South sidewalk</source>
        <translation>South sidewalk</translation>
    </message>
    <message>
        <source>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</source>
        <translation>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</translation>
    </message>
    <message>
        <source>The gunfighters; each player draws one in secret.</source>
        <translation>The gunfighters; each player draws one in secret.</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligence</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for intelligence, in the order of the names.</source>
        <translation>Each gunfighter&apos;s stars for intelligence, in the order of the names.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for speed, in the order of the names.</source>
        <translation>Each gunfighter&apos;s stars for speed, in the order of the names.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for strength, in the order of the names.</source>
        <translation>Each gunfighter&apos;s stars for strength, in the order of the names.</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Dexterity</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for dexterity, in the order of the names.</source>
        <translation>Each gunfighter&apos;s stars for dexterity, in the order of the names.</translation>
    </message>
    <message>
        <source>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</source>
        <translation>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</translation>
    </message>
    <message>
        <source>Businesses of the dollar deck</source>
        <translation>Businesses of the dollar deck</translation>
    </message>
    <message>
        <source>The businesses whose shares have a dollar on the back; the others&apos; have a star.</source>
        <translation>The businesses whose shares have a dollar on the back; the others&apos; have a star.</translation>
    </message>
    <message>
        <source>Fee for putting a share back</source>
        <translation>Fee for putting a share back</translation>
    </message>
    <message>
        <source>Bills paid to put a share back under its deck after rolling its price.</source>
        <translation>Bills paid to put a share back under its deck after rolling its price.</translation>
    </message>
    <message>
        <source>Payday per share</source>
        <translation>Payday per share</translation>
    </message>
    <message>
        <source>Bills a payday pays for each share held.</source>
        <translation>Bills a payday pays for each share held.</translation>
    </message>
    <message>
        <source>A complete business counts</source>
        <translation>A complete business counts</translation>
    </message>
    <message>
        <source>What all the shares of one business in one hand count as, on payday and at the end.</source>
        <translation>What all the shares of one business in one hand count as, on payday and at the end.</translation>
    </message>
    <message>
        <source>Stake per roll</source>
        <translation>Stake per roll</translation>
    </message>
    <message>
        <source>Bills put into the pot for each poker roll.</source>
        <translation>Bills put into the pot for each poker roll.</translation>
    </message>
    <message>
        <source>Poker for shares</source>
        <translation>Poker for shares</translation>
    </message>
    <message>
        <source>On: each poker roll stakes a share instead of bills.</source>
        <translation>On: each poker roll stakes a share instead of bills.</translation>
    </message>
    <message>
        <source>Stake without shares</source>
        <translation>Stake without shares</translation>
    </message>
    <message>
        <source>Poker for shares: the bills a player without shares stakes per roll.</source>
        <translation>Poker for shares: the bills a player without shares stakes per roll.</translation>
    </message>
    <message>
        <source>A cheat pays each</source>
        <translation>A cheat pays each</translation>
    </message>
    <message>
        <source>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</source>
        <translation>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</translation>
    </message>
    <message>
        <source>A cheat sits out</source>
        <translation>A cheat sits out</translation>
    </message>
    <message>
        <source>Turns a cheat sits out, unless he pays instead.</source>
        <translation>Turns a cheat sits out, unless he pays instead.</translation>
    </message>
    <message>
        <source>Price of a chip</source>
        <translation>Price of a chip</translation>
    </message>
    <message>
        <source>Bills to buy back one chip from the bank.</source>
        <translation>Bills to buy back one chip from the bank.</translation>
    </message>
    <message>
        <source>LOW pays</source>
        <translation>LOW pays</translation>
    </message>
    <message>
        <source>Bills per chip on LOW (4 to 10) when it wins.</source>
        <translation>Bills per chip on LOW (4 to 10) when it wins.</translation>
    </message>
    <message>
        <source>HIGH pays</source>
        <translation>HIGH pays</translation>
    </message>
    <message>
        <source>Bills per chip on HIGH (11 to 17) when it wins.</source>
        <translation>Bills per chip on HIGH (11 to 17) when it wins.</translation>
    </message>
    <message>
        <source>Any pair pays</source>
        <translation>Any pair pays</translation>
    </message>
    <message>
        <source>Bills per chip on any pair when it wins.</source>
        <translation>Bills per chip on any pair when it wins.</translation>
    </message>
    <message>
        <source>A named pair pays</source>
        <translation>A named pair pays</translation>
    </message>
    <message>
        <source>Bills per chip on a pair of one face when it wins.</source>
        <translation>Bills per chip on a pair of one face when it wins.</translation>
    </message>
    <message>
        <source>A named pair wins a share</source>
        <translation>A named pair wins a share</translation>
    </message>
    <message>
        <source>On: a winning chip on a named pair also wins the top share of the star deck.</source>
        <translation>On: a winning chip on a named pair also wins the top share of the star deck.</translation>
    </message>
    <message>
        <source>Selling price of a share</source>
        <translation>Selling price of a share</translation>
    </message>
    <message>
        <source>Bills the bank pays for a share sold by a player short of cash.</source>
        <translation>Bills the bank pays for a share sold by a player short of cash.</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Broke</translation>
    </message>
    <message>
        <source>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</source>
        <translation>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Credit</translation>
    </message>
    <message>
        <source>Bills of the one-time credit, when the broke rule gives one.</source>
        <translation>Bills of the one-time credit, when the broke rule gives one.</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Reward</translation>
    </message>
    <message>
        <source>Bills for the player who catches a bank robber.</source>
        <translation>Bills for the player who catches a bank robber.</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Loot</translation>
    </message>
    <message>
        <source>Bills a bank robber escapes with.</source>
        <translation>Bills a bank robber escapes with.</translation>
    </message>
    <message>
        <source>A caught robber sits out</source>
        <translation>A caught robber sits out</translation>
    </message>
    <message>
        <source>Turns a caught robber sits out; then he starts again off the board.</source>
        <translation>Turns a caught robber sits out; then he starts again off the board.</translation>
    </message>
    <message>
        <source>Attacker needs a share too</source>
        <translation>Attacker needs a share too</translation>
    </message>
    <message>
        <source>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</source>
        <translation>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rounds</translation>
    </message>
    <message>
        <source>Rounds until the game ends; 0: until both share decks are empty.</source>
        <translation>Rounds until the game ends; 0: until both share decks are empty.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Out of the game</translation>
    </message>
    <message>
        <source>A one-time credit</source>
        <translation>A one-time credit</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Stone field</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Star field</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollar field</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Ace field</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Dice field</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Business</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Attribute</translation>
    </message>
    <message>
        <source>Add a business…</source>
        <translation>Add a business…</translation>
    </message>
    <message>
        <source>Remove the business</source>
        <translation>Remove the business</translation>
    </message>
    <message>
        <source>Add an attribute…</source>
        <translation>Add an attribute…</translation>
    </message>
    <message>
        <source>Remove the attribute</source>
        <translation>Remove the attribute</translation>
    </message>
    <message>
        <source>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</source>
        <translation>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</translation>
    </message>
    <message>
        <source>%1: the first field must be the stone start field, not a %2.</source>
        <translation>%1: the first field must be the stone start field, not a %2.</translation>
    </message>
    <message>
        <source>Too few fields for %1 players: the main street has only %2.</source>
        <translation>Too few fields for %1 players: the main street has only %2.</translation>
    </message>
    <message>
        <source>%1: each of the %2 gunfighters needs a number of stars, found %3.</source>
        <translation>%1: each of the %2 gunfighters needs a number of stars, found %3.</translation>
    </message>
    <message>
        <source>Too few gunfighters: %1 players draw one each, but there are %2.</source>
        <translation>Too few gunfighters: %1 players draw one each, but there are %2.</translation>
    </message>
    <message>
        <source>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</source>
        <translation>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</translation>
    </message>
    <message>
        <source>At most %1 businesses, found %2.</source>
        <translation>At most %1 businesses, found %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) a side instead of %1</source>
        <extracomment>Both sidewalks&apos; length changed alike: &quot;12 fields a side instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n field a side instead of %1</numerusform>
            <numerusform>%n fields a side instead of %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) instead of %1</source>
        <extracomment>A sidewalk&apos;s length changed: &quot;12 fields instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n field instead of %1</numerusform>
            <numerusform>%n fields instead of %1</numerusform>
        </translation>
    </message>
    <message>
        <source>field %1: %2 → %3</source>
        <extracomment>A field of a sidewalk (numbered from 1, west to east) of another kind: &quot;field 5: Star field → Dollar field&quot;.</extracomment>
        <translation>field %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>WeTips</name>
    <message>
        <source>its price is three dice less your stars for %1. The most shares win the game.</source>
        <translation>its price is three dice less your stars for %1. The most shares win the game.</translation>
    </message>
    <message>
        <source>The most shares win the game; all the shares of one business count as %1.</source>
        <translation>The most shares win the game; all the shares of one business count as %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1: %n share, face down. Land on a %2 to draw the top one.</numerusform>
            <numerusform>%1: %n shares, face down. Land on a %2 to draw the top one.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</source>
        <translation>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</translation>
    </message>
    <message>
        <source>each star takes one off the price of a share that names it, and adds one in an attack.</source>
        <translation>each star takes one off the price of a share that names it, and adds one in an attack.</translation>
    </message>
    <message>
        <source>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</source>
        <translation>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</translation>
    </message>
    <message>
        <source>The pot: the best poker hand wins it.</source>
        <translation>The pot: the best poker hand wins it.</translation>
    </message>
    <message>
        <source>The hasard board: everybody bets chips on what three dice will show, against the bank.</source>
        <translation>The hasard board: everybody bets chips on what three dice will show, against the bank.</translation>
    </message>
    <message>
        <source>Move die %1: %2</source>
        <translation>Move die %1: %2</translation>
    </message>
    <message>
        <source>Poker die %1: %2</source>
        <translation>Poker die %1: %2</translation>
    </message>
    <message>
        <source>kept; click to roll it again.</source>
        <translation>kept; click to roll it again.</translation>
    </message>
    <message>
        <source>click to keep it for the next roll.</source>
        <translation>click to keep it for the next roll.</translation>
    </message>
</context>
<context>
    <name>WeUi</name>
    <message>
        <source>A game by %1, published by %2.</source>
        <translation>A game by %1, published by %2.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Shares</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Bills</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</source>
        <translation>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</translation>
    </message>
    <message>
        <source>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</source>
        <translation>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</translation>
    </message>
    <message>
        <source>%1, you are on a star field: draw a share (D) or pass (P).</source>
        <translation>%1, you are on a star field: draw a share (D) or pass (P).</translation>
    </message>
    <message>
        <source>%1, you drew %2: roll for its price (R) or put it back for free (P).</source>
        <translation>%1, you drew %2: roll for its price (R) or put it back for free (P).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</source>
        <translation>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</translation>
    </message>
    <message>
        <source>%1, you attack %2: name a business you both own shares of.</source>
        <translation>%1, you attack %2: name a business you both own shares of.</translation>
    </message>
    <message>
        <source>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</source>
        <translation>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</translation>
    </message>
    <message>
        <source>%1, you lost the fight: choose the share of %2 you hand over.</source>
        <translation>%1, you lost the fight: choose the share of %2 you hand over.</translation>
    </message>
    <message>
        <source>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</source>
        <translation>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</translation>
    </message>
    <message>
        <source>%1, poker for shares: choose the share you stake on this roll.</source>
        <translation>%1, poker for shares: choose the share you stake on this roll.</translation>
    </message>
    <message>
        <source>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</source>
        <translation>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</translation>
    </message>
    <message>
        <source>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</source>
        <translation>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</translation>
    </message>
    <message>
        <source>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</source>
        <translation>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Your turn, %1.</translation>
    </message>
    <message>
        <source>The shares a player holds, counted as at the end: all the shares of one business count more</source>
        <translation>The shares a player holds, counted as at the end: all the shares of one business count more</translation>
    </message>
    <message>
        <source>The bills a player holds</source>
        <translation>The bills a player holds</translation>
    </message>
    <message>
        <source>The hasard chips a player holds</source>
        <translation>The hasard chips a player holds</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>The file ends in the middle of a line.</source>
        <translation>The file ends in the middle of a line.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</source>
        <translation>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message numerus="yes">
        <source>…and %n more, listed in the details.</source>
        <translation>
            <numerusform>…and %n more, listed in the details.</numerusform>
            <numerusform>…and %n more, listed in the details.</numerusform>
        </translation>
    </message>
</context>
</TS>
