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
        <source>Billy wins: nobody has a point left.</source>
        <translation>Billy wins: nobody has a point left.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 won with %n point.</numerusform>
            <numerusform>%1 won with %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Game › End of the game shows how it was counted.</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Choose a card from your hand first.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
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
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Pass the screen to %1</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>%1 is ready: show my cards</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>“%1” is not a card of this deck; expected %2.</translation>
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
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>“%1” is not a name (%2): use lower-case letters, digits, - and _.</translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>expected a header row with at least two columns.</translation>
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
    <message>
        <source>Change %1</source>
        <translation>Change %1</translation>
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
</context>
<context>
    <name>GameSession</name>
    <message>
        <source>There is no variant &apos;%1&apos;.</source>
        <translation>There is no variant &apos;%1&apos;.</translation>
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
        <source>The game in progress will end. Save it first with Game &gt; Save game if you want to go on later.</source>
        <translation>The game in progress will end. Save it first with Game &gt; Save game if you want to go on later.</translation>
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
        <source>Back to the start &amp;page</source>
        <translation>Back to the start &amp;page</translation>
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
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Expected %1 to %2 entries, found %3.</translation>
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
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>No cards in %1: add some, or remove its row.</translation>
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
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>◀ Back</source>
        <translation>◀ Back</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>Forward ▶</translation>
    </message>
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
        <source>❚❚ Pause</source>
        <translation>❚❚ Pause</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Play</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;View of:</translation>
    </message>
    <message>
        <source>⏮ Start</source>
        <translation>⏮ Start</translation>
    </message>
    <message>
        <source>End ⏭</source>
        <translation>End ⏭</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Move %1 of %2</translation>
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
        <source>How fast cards fly to their place on the table.</source>
        <translation>How fast cards fly to their place on the table.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them.</source>
        <translation>How long computer players wait before they play, so you can follow them.</translation>
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
</TS>
