<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BillyBreakdown</name>
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
</context>
<context>
    <name>BillyLog</name>
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
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>That makes %n card in all.</numerusform>
            <numerusform>That makes %n cards in all.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>For exactly %n player.</numerusform>
            <numerusform>For exactly %n players.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Everyone is dealt %n card; the rest is the face-down draw pile.</numerusform>
            <numerusform>Everyone is dealt %n cards; the rest is the face-down draw pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Then draw the top card of the draw pile, so that you hold %n card again.</numerusform>
            <numerusform>Then draw the top card of the draw pile, so that you hold %n cards again.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>The %n card still in each hand goes into the box unseen.</numerusform>
            <numerusform>The %n cards still in each hand go into the box unseen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n dynamite card</numerusform>
            <numerusform>%n dynamite cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Draw the top card of the draw pile, so that you hold %n card again. Then it is the next player&apos;s turn.</numerusform>
            <numerusform>Draw the top card of the draw pile, so that you hold %n cards again. Then it is the next player&apos;s turn.</numerusform>
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
</context>
<context>
    <name>BillyTips</name>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>worth %n point. End with more of a colour than Billy, and you are shot down.</numerusform>
            <numerusform>worth %n points. End with more of a colour than Billy, and you are shot down.</numerusform>
        </translation>
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
    <name>BoomoBreakdown</name>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>cards in hand worth %n point</numerusform>
            <numerusform>cards in hand worth %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point), then a shared win.</numerusform>
            <numerusform>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n points), then a shared win.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
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
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>That makes %n card to play with; the ticking time bombs are not part of the deck.</numerusform>
            <numerusform>That makes %n cards to play with; the ticking time bombs are not part of the deck.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second or below.</numerusform>
            <numerusform>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n seconds or below.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Then the total is 0 again and everyone still in fills their hand up to %n card, clockwise from the next round&apos;s first player.</numerusform>
            <numerusform>Then the total is 0 again and everyone still in fills their hand up to %n cards, clockwise from the next round&apos;s first player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point; still tied, the win is shared.</numerusform>
            <numerusform>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n points; still tied, the win is shared.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Everyone holds %n ticking time bomb. Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</numerusform>
            <numerusform>Everyone holds %n ticking time bombs. Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>Your turn: the total stands at %n second. Choose a card from your hand: click it, or pick it with Left and Right.</numerusform>
            <numerusform>Your turn: the total stands at %n seconds. Choose a card from your hand: click it, or pick it with Left and Right.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>everyone else draws %n card.</numerusform>
            <numerusform>everyone else draws %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Draw pile: %n card. When a round ends, hands are filled up from it.</numerusform>
            <numerusform>Draw pile: %n cards. When a round ends, hands are filled up from it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
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
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Each player is dealt %n card from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</numerusform>
            <numerusform>Each player is dealt %n cards from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… and %n more.</numerusform>
            <numerusform>… and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n cell more than the header has columns.</numerusform>
            <numerusform>%n cells more than the header has columns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>expected at least %n cell.</numerusform>
            <numerusform>expected at least %n cells.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 added (%n card)</numerusform>
            <numerusform>%1 added (%n cards)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%2 → %n card(s))</source>
        <extracomment>The changes, then the deck&apos;s size before and after: &quot;… (60 → 59 cards)&quot;.</extracomment>
        <translation>
            <numerusform>%1 (%2 → %n card)</numerusform>
            <numerusform>%1 (%2 → %n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckModel</name>
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
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>Change %n card count</numerusform>
            <numerusform>Change %n card counts</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>The deck: %n card.</numerusform>
            <numerusform>The deck: %n cards.</numerusform>
        </translation>
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
</context>
<context>
    <name>EditorWindow</name>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n change</numerusform>
            <numerusform>%n changes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
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
    <name>HsGuide</name>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>The harbour holds %n villain: take it.</numerusform>
            <numerusform>The harbour holds %n villains: take the one worth most to you.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>%1&apos;s rum moves %n field.</numerusform>
            <numerusform>%1&apos;s rum moves %n fields.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Black Jack&apos;s rum moves him %n field.</numerusform>
            <numerusform>Black Jack&apos;s rum moves him %n fields.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsRules</name>
    <message numerus="yes">
        <source>%n villain(s), values %1.</source>
        <translation>
            <numerusform>%n villain, value %1.</numerusform>
            <numerusform>%n villains, values %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n villain card in these colours, from lowest to highest (the order settles ties):</numerusform>
            <numerusform>%n villain cards in these colours, from lowest to highest (the order settles ties):</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>The game lasts %n round; each uses one movement card, and a card is used only once.</numerusform>
            <numerusform>The game lasts %n rounds; each uses one movement card, and a card is used only once.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>Black Jack&apos;s %n movement card lies face down on his ship.</numerusform>
            <numerusform>Black Jack&apos;s %n movement cards are shuffled face down on his ship.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>For %n player.</numerusform>
            <numerusform>For %n players.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Harbour: %n villain</numerusform>
            <numerusform>Harbour: %n villains</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Take the villain in the harbour.</numerusform>
            <numerusform>Take one of the %n villains in the harbour.</numerusform>
        </translation>
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
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>worth %n point; at the end, the colour you hold most of counts double.</numerusform>
            <numerusform>worth %n points; at the end, the colour you hold most of counts double.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>your captain moves %n field clockwise, unless an equal card cancels it.</numerusform>
            <numerusform>your captain moves %n fields clockwise, unless an equal card cancels it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>after the captains, Black Jack moves %n field and robs those he reaches or passes.</numerusform>
            <numerusform>after the captains, Black Jack moves %n fields and robs those he reaches or passes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LabText</name>
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
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>The game of %1 in progress is not finished (%n decision played). Save it to go on later?</numerusform>
            <numerusform>The game of %1 in progress is not finished (%n decisions played). Save it to go on later?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotebookPage</name>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison. %1</numerusform>
            <numerusform>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparisons. %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n run deleted.</numerusform>
            <numerusform>%n runs deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %n run from the notebook, with its results? This cannot be undone.</numerusform>
            <numerusform>Delete %n runs from the notebook, with their results? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n run exported to %1.</numerusform>
            <numerusform>%n runs exported to %1.</numerusform>
        </translation>
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
</context>
<context>
    <name>ParamText</name>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaytestLab</name>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>No cell stands out at this number of games: %n cell, outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</numerusform>
            <numerusform>No cell stands out at this number of games: %n cells, outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n difference from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</numerusform>
            <numerusform>%n differences from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n difference between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</numerusform>
            <numerusform>%n differences between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 games in the search over %n candidate, %L2 refused by the rules and never played.</numerusform>
            <numerusform>%L1 games in the search over %n candidates, %L2 refused by the rules and never played.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>Searching for a rule for %n minute…</numerusform>
            <numerusform>Searching for a rule for %n minutes…</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n cell stands out from the grid&apos;s mean, %1, and is coloured by how far; the grey ones (≈) cannot be told apart from it.</numerusform>
            <numerusform>%n cells stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>Coloured: the %n cell that stands out from the grid&apos;s mean, %1; grey (≈): the others.</numerusform>
            <numerusform>Coloured: the %n cells that stand out from the grid&apos;s mean, %1; grey (≈): the others.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>The table holds %n test, both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</numerusform>
            <numerusform>The table holds %n tests, both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2: %n card of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</numerusform>
            <numerusform>%1, %2: %n cards of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>The games cannot tell proposal %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose between them by what else matters to you.</numerusform>
            <numerusform>The games cannot tell proposals %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3&#xa0;s.</source>
        <translation>
            <numerusform>Sweep of %1 and %2 over %n cell in %3&#xa0;s.</numerusform>
            <numerusform>Sweep of %1 and %2 over %n cells in %3&#xa0;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2&#xa0;s.</source>
        <translation>
            <numerusform>Sweep of %1 over %n value in %2&#xa0;s.</numerusform>
            <numerusform>Sweep of %1 over %n values in %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2&#xa0;s: %n proposal(s).</source>
        <translation>
            <numerusform>Search of %L1 games in %2&#xa0;s: %n proposal.</numerusform>
            <numerusform>Search of %L1 games in %2&#xa0;s: %n proposals.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n page</numerusform>
            <numerusform>%n pages</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>The last game was cut short; %n decision could be recovered, and Continue goes on from there.</numerusform>
            <numerusform>The last game was cut short; %n decisions could be recovered, and Continue goes on from there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n decision after them could not be read whole and was left out.</numerusform>
            <numerusform>%n decisions after them could not be read whole and were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeGuide</name>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Sit out %n turn and keep your money; you still play poker and hasard meanwhile.</numerusform>
            <numerusform>Sit out %n turns and keep your money; you still play poker and hasard meanwhile.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 sits out this turn (%n more to sit out).</numerusform>
            <numerusform>%1 sits out this turn (%n more to sit out).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 will sit out %n more turn.</numerusform>
            <numerusform>%1 will sit out %n more turns.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 wins the pot: %2 and %n share.</numerusform>
            <numerusform>%1 wins the pot: %2 and %n shares.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 loses %n chip on %2 to the bank.</numerusform>
            <numerusform>%1 loses %n chips on %2 to the bank.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 bets %n chip on %2.</numerusform>
            <numerusform>%1 bets %n chips on %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeRules</name>
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
</context>
<context>
    <name>WeScene</name>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n chip in hand</numerusform>
            <numerusform>%n chips in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Sits out %n more turn</numerusform>
            <numerusform>Sits out %n more turns</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 and %n share</numerusform>
            <numerusform>%1 and %n shares</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
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
</context>
<context>
    <name>WeTips</name>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1: %n share, face down. Land on a %2 to draw the top one.</numerusform>
            <numerusform>%1: %n shares, face down. Land on a %2 to draw the top one.</numerusform>
        </translation>
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
