<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyBreakdown</name>
    <message>
        <source>Billy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1. All cards turned up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: the dynamite lay first and removes only itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s %2: the dynamite removes itself and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is shot down in: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave %2 to Billy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dumped %2 in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 removed only itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamite in %1&apos;s %2 removed %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billy shot %1: %2 %3 &gt; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyNames</name>
    <message>
        <source>Gold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banknotes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: its colour, then its value or &quot;Dynamite&quot; (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message>
        <source>Each colour has one card of every value from %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each colour has one card of each of these values: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What you know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>%1 — Houserules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart with the same settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the &amp;start page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed, players and moves give the same game again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed must be a whole number from 0 to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>View of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decision %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&amp;Variant:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card movements:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>%1 (your own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loot</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
