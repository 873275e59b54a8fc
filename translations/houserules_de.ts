<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation>Über Houserules</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation>Spiele Brett- und Kartenspiele gegen den Computer oder mit Freunden an einem Bildschirm, probiere Hausregeln aus und teste neue Kartenzusammenstellungen.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>Die Spiele</translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation>Alle Kartenmotive, Titelbilder und Symbole wurden eigens für Houserules gezeichnet.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Freie Software unter der &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, Version 3 oder neuer (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>The Houserules icon</source>
        <translation>Das Houserules-Symbol</translation>
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
        <translation>1. Alle Karten aufgedeckt</translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation>2. Dynamit</translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation>Es wurde kein Dynamit gespielt.</translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation>3. Jede Farbe gegen Billy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation>✗ mehr als Billy: in dieser Farbe niedergeschossen. Bei Gleichstand passiert nichts.</translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation>4. Niedergeschossen</translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation>%1 bleibt verschont.</translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation>5. Wer gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation>
            <numerusform>%1 gewinnt mit der höchsten Punktzahl: %n Punkt.</numerusform>
            <numerusform>%1 gewinnt mit der höchsten Punktzahl: %n Punkten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation>
            <numerusform>Gleichstand bei %n Punkt; %1 gewinnt mit den wenigsten Karten.</numerusform>
            <numerusform>Gleichstand bei %n Punkten; %1 gewinnt mit den wenigsten Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation>
            <numerusform>Gleichstand bei %n Punkt; %1 gewinnt mit den wenigsten offenen Karten.</numerusform>
            <numerusform>Gleichstand bei %n Punkten; %1 gewinnt mit den wenigsten offenen Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation>
            <numerusform>Gleichstand bei %n Punkt und gleich vielen offenen Karten; %1 gewinnt mit den wenigsten verdeckten Karten.</numerusform>
            <numerusform>Gleichstand bei %n Punkten und gleich vielen offenen Karten; %1 gewinnt mit den wenigsten verdeckten Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation>Auch nach allen Entscheidungsregeln Gleichstand: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation>Niemand hat auch nur einen Punkt übrig: Blasting Billy gewinnt und macht sich mit der ganzen Beute aus dem Staub!</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite lay first and removes only itself.</source>
        <translation>%2-Reihe von %1: Das Dynamit lag ganz vorn und entfernt nur sich selbst.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite removes itself and the %3.</source>
        <translation>%2-Reihe von %1: Das Dynamit entfernt sich selbst und die Karte %3.</translation>
    </message>
    <message>
        <source>%1 is shot down in %2.</source>
        <translation>%1 wurde wegen %2 niedergeschossen.</translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot down count.</source>
        <translation>Alle wurden niedergeschossen, daher zählen nur die Farben, in denen jemand nicht niedergeschossen wurde.</translation>
    </message>
</context>
<context>
    <name>BillyFigureTexts</name>
    <message>
        <source>Shot down</source>
        <translation>Niedergeschossen</translation>
    </message>
    <message>
        <source>Billy wins</source>
        <translation>Billy gewinnt</translation>
    </message>
    <message>
        <source>Dynamite hit the leader</source>
        <extracomment>A figure: the share of players whose dynamite got the leader shot down.</extracomment>
        <translation>Dynamit traf den Führenden</translation>
    </message>
    <message>
        <source>Players are shot down %1 points more often (±%2).</source>
        <translation>Spieler werden um %1 Prozentpunkte häufiger niedergeschossen (±%2).</translation>
    </message>
    <message>
        <source>Players are shot down %1 points less often (±%2).</source>
        <translation>Spieler werden um %1 Prozentpunkte seltener niedergeschossen (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points more often (±%2).</source>
        <translation>Platz %3 wird um %1 Prozentpunkte häufiger niedergeschossen (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points less often (±%2).</source>
        <translation>Platz %3 wird um %1 Prozentpunkte seltener niedergeschossen (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points more often (±%2).</source>
        <translation>Billy gewinnt um %1 Prozentpunkte häufiger (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points less often (±%2).</source>
        <translation>Billy gewinnt um %1 Prozentpunkte seltener (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points more often (±%2).</source>
        <translation>Das Dynamit der Spieler trifft den Führenden um %1 Prozentpunkte häufiger (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points less often (±%2).</source>
        <translation>Das Dynamit der Spieler trifft den Führenden um %1 Prozentpunkte seltener (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points more often (±%2).</source>
        <translation>Das Dynamit von Platz %3 trifft den Führenden um %1 Prozentpunkte häufiger (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points less often (±%2).</source>
        <translation>Das Dynamit von Platz %3 trifft den Führenden um %1 Prozentpunkte seltener (±%2).</translation>
    </message>
</context>
<context>
    <name>BillyGuide</name>
    <message>
        <source>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</source>
        <translation>Du hast %1 Karten auf der Hand. In jedem Zug spielst du eine: zu Billy, in deine eigene Beute oder in die Schachtel; dann ziehst du nach. Wer am Ende in einer der %2 Farben mehr hat als Billy, wird niedergeschossen; von den anderen gewinnt die höchste Beute. Du siehst die Farben jeder Hand, nie die Werte.</translation>
    </message>
    <message>
        <source>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</source>
        <translation>%1 bei Billy entfernt die Karte, die vor ihr in seine %2-Reihe kam: Billy endet mit weniger %2, und wer mehr hat als er, wird niedergeschossen.</translation>
    </message>
    <message>
        <source>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</source>
        <translation>%1 bringt Billys %2 auf mindestens %3, soweit du weißt. Je mehr %2 Billy hat, desto mehr darfst du in deiner eigenen Beute behalten, ohne niedergeschossen zu werden.</translation>
    </message>
    <message>
        <source>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</source>
        <translation>%1 als erste Karte deiner %2-Reihe entfernt nur sich selbst: aus deiner Hand heraus schadet sie niemandem mehr.</translation>
    </message>
    <message>
        <source>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</source>
        <translation>%1 entfernt die Karte, die vor ihr in deine %2-Reihe kam: dein %2 sinkt von %3 auf %4, weniger, das unter Billys bleiben muss.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</source>
        <translation>%1 bringt dein %2 auf %3 Punkte. Sie zählen nur, wenn Billy am Ende mindestens so viel %2 hat; du weißt von %4 bei ihm.</translation>
    </message>
    <message>
        <source>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</source>
        <translation>%1 in der Schachtel sprengt nichts: Die Schachtel zählt für niemanden, die Karte ist aus dem Spiel.</translation>
    </message>
    <message>
        <source>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</source>
        <translation>%1 in der Schachtel zählt für niemanden: Sie erhöht weder dein %2 gegenüber Billy, noch hilft sie den anderen, mehr %2 zu behalten.</translation>
    </message>
    <message>
        <source>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</source>
        <extracomment>Said when the card and your loot are chosen, before it is played.</extracomment>
        <translation>%1 in deiner Beute sprengt dein eigenes %2: Es sinkt von %3 auf %4 Punkte.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</source>
        <translation>%1 bringt dein %2 auf %3 Punkte. Sie zählen nur, wenn Billy am Ende mindestens so viel %2 hat, und bei ihm kennst du noch keine.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave the %2 to Billy.</source>
        <translation>%1 gab Billy die Karte %2.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 gab Billy eine %2-Karte.</translation>
    </message>
    <message>
        <source>%1 claimed the %2.</source>
        <translation>%1 legte die Karte %2 in die eigene Beute.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 legte eine %2-Karte verdeckt in die eigene Beute.</translation>
    </message>
    <message>
        <source>%1 dumped the %2 in the box.</source>
        <translation>%1 warf die Karte %2 in die Schachtel.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 warf eine %2-Karte in die Schachtel.</translation>
    </message>
    <message>
        <source>%1 drew the %2.</source>
        <translation>%1 zog die Karte %2.</translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation>%1 zog eine %2-Karte.</translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation>%1 zog die letzte Karte: Alle sind noch einmal am Zug.</translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation>Das Spiel ist vorbei: Die Handkarten kommen in die Schachtel und die Beute wird aufgedeckt.</translation>
    </message>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation>Niemand hat einen Punkt erzielt: Billy gewinnt und macht sich mit der Beute aus dem Staub.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 gewann mit %n Punkt.</numerusform>
            <numerusform>%1 gewann mit %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>Das Dynamit in der %2-Reihe von %1 entfernte nur sich selbst.</translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed the %3.</source>
        <translation>Das Dynamit in der %2-Reihe von %1 entfernte die Karte %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy schoss %1 nieder (%2: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten.</numerusform>
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
        <translation>Banknoten</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Münzen</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Schmuck</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamanten</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: its colour, then its value (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 dynamite</source>
        <extracomment>The dynamite card of a colour (e.g. &quot;Gold dynamite&quot;); %1 is the colour.</extracomment>
        <translation>%1-Dynamit</translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation>
            <numerusform>Die Beute gibt es in %n Farbe: %1.</numerusform>
            <numerusform>Die Beute gibt es in %n Farben: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation>
            <numerusform>Jede Farbe hat außerdem %n Dynamitkarte, die keinen Wert hat.</numerusform>
            <numerusform>Jede Farbe hat außerdem %n Dynamitkarten, die keinen Wert haben.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation>In dieser Variante gibt es kein Dynamit.</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>Das ist insgesamt %n Karte.</numerusform>
            <numerusform>Das sind insgesamt %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation>Die Rückseite einer Karte zeigt ihre Farbe: Alle können die Farbe einer Karte erkennen, aber nur die Vorderseite verrät den Wert.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Spieler und Vorbereitung</translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>Für genau %n Spieler.</numerusform>
            <numerusform>Für genau %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Für %1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation>Mische alle Karten. Bei weniger Spielern kommen einige davon ungesehen zurück in die Schachtel, wie die Tabelle zeigt. Ihre Farben sind kein Geheimnis: Alle dürfen sich ihre Rückseiten ansehen.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Aussortierte Karten</translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation>Mische alle Karten. In dieser Variante werden alle Karten verwendet, egal wie viele mitspielen.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Alle bekommen %n Karte; der Rest bildet den verdeckten Nachziehstapel.</numerusform>
            <numerusform>Alle bekommen %n Karten; der Rest bildet den verdeckten Nachziehstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation>Die Handkarten werden so gehalten, dass die anderen die Rückseiten sehen: Die Farben jeder Hand kennen alle, die Werte nur ihr Besitzer.</translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation>Es beginnt ein zufällig bestimmter Spieler, außer beim Einrichten der Partie wurde jemand festgelegt. Danach geht es im Uhrzeigersinn weiter, Platz für Platz.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation>Spiele eine Karte aus deiner Hand, auf eine von drei Arten:</translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation>Billy geben.</translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation>Sie kommt verdeckt in Billys Beute in der Tischmitte, in die Reihe ihrer Farbe. Nur du kennst ihren Wert; niemand sieht sich Billys Karten vor dem Ende an.</translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation>Behalten.</translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation>Sie kommt in deine eigene Beute, in die Reihe ihrer Farbe. Die erste Karte jeder Farbe liegt verdeckt, jede weitere dieser Farbe offen. Deine eigenen verdeckten Karten darfst du dir jederzeit ansehen.</translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation>Abwerfen.</translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation>Sie kommt verdeckt in die Schachtel. Alle sehen ihre Farbe; nur du kennst ihren Wert.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Ziehe dann die oberste Karte vom Nachziehstapel, sodass du wieder %n Karte hast.</numerusform>
            <numerusform>Ziehe dann die oberste Karte vom Nachziehstapel, sodass du wieder %n Karten hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation>Jede Reihe behält ihre Karten in der Reihenfolge, in der sie gespielt wurden, und zwar überlappend, sodass alle sie zählen können. Diese Reihenfolge ändert sich nie: Sie entscheidet, was das Dynamit zerstört.</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Was du weißt</translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation>Die Farbe jeder Karte in jeder Hand, der aussortierten Karten und der abgeworfenen Karten.</translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation>Wie viele Karten in jeder Reihe liegen, auch bei Billy.</translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation>Die offenen Karten in der Beute aller Spieler.</translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation>Den Wert jeder Karte, die du selbst gespielt hast, egal wohin sie ging.</translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation>Die Werte der Karten, die die anderen Billy gegeben, abgeworfen oder verdeckt ausgelegt haben, bleiben dir bis zum Ende verborgen.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation>Wer die letzte Karte vom Nachziehstapel zieht, beendet diesen Zug wie gewohnt. Danach machen alle noch einen letzten Zug ohne nachzuziehen, beginnend mit dem nächsten Spieler, sodass derjenige, der den Stapel geleert hat, den allerletzten Zug macht.</translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>In jeder Hand bleibt %n Karte übrig; sie kommt ungesehen in die Schachtel.</numerusform>
            <numerusform>In jeder Hand bleiben %n Karten übrig; sie kommen ungesehen in die Schachtel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation>Jetzt werden alle Karten auf dem Tisch aufgedeckt, und jede Reihe behält ihre Reihenfolge.</translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation>Bevor gezählt wird, geht jede Dynamitkarte hoch: Sie entfernt sich selbst und die Karte, die direkt vor ihr in derselben Reihe gespielt wurde. Eine Dynamitkarte ganz am Anfang ihrer Reihe entfernt nur sich selbst.</translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation>Das gilt für Billys Beute genauso wie für die Beute jedes Spielers.</translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation>Liegen mehrere Dynamitkarten in einer Reihe, gehen sie in der Reihenfolge hoch, in der sie gespielt wurden.</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation>Niedergeschossen</translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation>Dann vergleichen alle Farbe für Farbe die Summe ihrer Beute mit Billys Summe in dieser Farbe. Wer auch nur in einer Farbe mehr hat als Billy, wird niedergeschossen, und die Reihen dieser Farben werden umgedreht, sodass sie verdeckt liegen. Genauso viel wie Billy ist sicher, ebenso eine Farbe, die keiner von euch beiden hat.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation>Von den Spielern, die nicht niedergeschossen wurden, gewinnt der mit der höchsten Summe. Bei Gleichstand gewinnt davon, wer die wenigsten Karten in der Beute hat; herrscht auch da Gleichstand, teilen sie sich den Sieg.</translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation>Wenn alle niedergeschossen wurden</translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation>Wurden alle Spieler niedergeschossen, spielen sie trotzdem um den Sieg, aber es zählen nur die Reihen, die offen geblieben sind. Bei Gleichstand gewinnt, wer die wenigsten offenen Karten hat, danach, wer die wenigsten verdeckten Karten hat; herrscht dann immer noch Gleichstand, teilen sie sich den Sieg.</translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation>Und hat niemand mehr auch nur einen Punkt, gewinnt Billy: Er reitet mit der ganzen Beute davon, und kein Spieler gewinnt.</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regelübersicht für die Variante „%1“.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Diese Variante: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation>Ihr gehört alle zur Bande von Blasting Billy und teilt die Beute eines Banküberfalls auf. Billy besteht auf dem größten Anteil: Wer am Ende von einer Sorte Beute mehr hat als er, wird niedergeschossen. Sammle also so viel, wie du dich traust, gib Billy genug und lass die anderen rätseln, was du auf der Hand hast.</translation>
    </message>
    <message>
        <source>one card of every value from %1 to %2</source>
        <translation>je eine Karte mit den Werten %1 bis %2</translation>
    </message>
    <message>
        <source>cards of the values %1</source>
        <translation>Karten mit den Werten %1</translation>
    </message>
    <message>
        <source>Each colour has %1.</source>
        <translation>Jede Farbe hat %1.</translation>
    </message>
    <message>
        <source>In this variant the colours differ:</source>
        <translation>In dieser Variante unterscheiden sich die Farben:</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n Dynamitkarte</numerusform>
            <numerusform>%n Dynamitkarten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A colour&apos;s name opening a line of the rules, followed by its cards.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Billy&apos;s loot, your loot or the box</source>
        <translation>Billys Beute, deine Beute oder die Schachtel</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <extracomment>A key pressed twice in a row, e.g. &quot;B twice&quot;.</extracomment>
        <translation>zweimal %1</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Klicke eine Karte auf deiner Hand an</translation>
    </message>
    <message>
        <source>Choose it.</source>
        <translation>Wähle sie.</translation>
    </message>
    <message>
        <source>Click %1</source>
        <translation>Klicke %1 an</translation>
    </message>
    <message>
        <source>Play the chosen card there.</source>
        <translation>Spiele die gewählte Karte dorthin.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto %1</source>
        <translation>Ziehe eine Karte aus deiner Hand auf %1</translation>
    </message>
    <message>
        <source>Play it there.</source>
        <translation>Spiele sie dorthin.</translation>
    </message>
    <message>
        <source>Choose a card in your hand.</source>
        <translation>Wähle eine Karte auf deiner Hand.</translation>
    </message>
    <message>
        <source>Choose where it goes: %1.</source>
        <translation>Wähle, wohin sie kommt: %1.</translation>
    </message>
    <message>
        <source>Give the chosen card to Billy. The first press marks the place, the second plays.</source>
        <translation>Gib die gewählte Karte Billy. Der erste Druck markiert den Platz, der zweite spielt.</translation>
    </message>
    <message>
        <source>Keep it in your loot.</source>
        <translation>Lege sie in deine Beute.</translation>
    </message>
    <message>
        <source>Dump it in the box.</source>
        <translation>Wirf sie in die Schachtel.</translation>
    </message>
    <message>
        <source>Play the chosen card where it is marked to go.</source>
        <translation>Spiele die gewählte Karte an den markierten Platz.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Heb deine Wahl auf.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Ein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>A back: its colour shows</source>
        <translation>Eine Rückseite: Sie zeigt die Farbe</translation>
    </message>
    <message>
        <source>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</source>
        <translation>Wähle eine Karte aus deiner Hand: Klicke sie an oder wähle sie mit den Pfeiltasten links und rechts. Die anderen sehen ihre Rückseite, also ist ihre Farbe kein Geheimnis, ihr Wert schon.</translation>
    </message>
    <message>
        <source>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</source>
        <translation>Spiele sie: Gib sie Billy (links), lege sie in deine Beute (Mitte) oder wirf sie in die Schachtel (rechts). Klicke den Platz an, ziehe die Karte dorthin oder drücke zweimal B, L oder D. In deiner Beute liegt die erste Karte einer Farbe verdeckt und jede weitere offen.</translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Ziehe die oberste Karte vom Nachziehstapel, sodass du wieder %n Karte hast. Dann ist der nächste Spieler dran.</numerusform>
            <numerusform>Ziehe die oberste Karte vom Nachziehstapel, sodass du wieder %n Karten hast. Dann ist der nächste Spieler dran.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</source>
        <translation>Dynamit, das direkt nach einer %1 gespielt wurde, geht am Ende hoch: Es entfernt sich selbst und die %1, und nur die zuvor gespielte %2 zählt.</translation>
    </message>
    <message>
        <source>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</source>
        <translation>Billy hat %1 in %2, du hast %3: mehr als Billy, also wirst du niedergeschossen.</translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Nachziehstapel: %n Karte</numerusform>
            <numerusform>Nachziehstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation>
            <numerusform>Letzte Runde: noch %n Zug</numerusform>
            <numerusform>Letzte Runde: noch %n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation>Billys Beute</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Schachtel</translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation>Deine Beute</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — du bist dran</translation>
    </message>
    <message>
        <source>%1: total after dynamite</source>
        <translation>%1: Summe nach dem Dynamit</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the box</source>
        <translation>
            <numerusform>%1: %n Karte in der Schachtel</numerusform>
            <numerusform>%1: %n Karten in der Schachtel</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Spiel › Spielende zeigt, wie gezählt wurde.</translation>
    </message>
    <message>
        <source>%1: removed by dynamite</source>
        <translation>%1: vom Dynamit entfernt</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Wähle zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation>Du kannst eine Karte Billy geben, in deine eigene Beute legen oder in die Schachtel werfen.</translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation>Wähle, wohin die Karte kommt: Pfeiltasten hoch und runter, dann Eingabetaste.</translation>
    </message>
</context>
<context>
    <name>BillyTexts</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Die kleinste Spielerzahl, mit der nach diesen Regeln gespielt werden kann.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</source>
        <translation>Die größte Spielerzahl, mit der nach diesen Regeln gespielt werden kann. Jede Spielerzahl von der kleinsten bis zur größten braucht ihre Zahl aussortierter Karten.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</source>
        <translation>Wie viele Karten alle bekommen und auf der Hand halten: Nach jedem Zug ziehst du wieder bis zu dieser Zahl nach, solange der Nachziehstapel reicht.</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Aussortierte Karten</translation>
    </message>
    <message>
        <source>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</source>
        <translation>Wie viele Karten bei der Vorbereitung unbesehen zurück in die Schachtel kommen, je Spielerzahl. Alle dürfen ihre Farben sehen.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</source>
        <translation>Die Beutekarten: die Farben, jede mit ihren Werten und ihren Dynamitkarten. Ändere sie auf der Registerkarte Kartensatz.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Farbe hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Farbe entfernen</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Wert hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Wert entfernen</translation>
    </message>
    <message>
        <source>The fewest players (%2) may not be more than the most (%1).</source>
        <translation>Die Mindestzahl der Spieler (%2) darf nicht größer sein als die Höchstzahl (%1).</translation>
    </message>
    <message>
        <source>How many cards are set aside with %1 players is missing.</source>
        <translation>Es fehlt, wie viele Karten bei %1 Spielern aussortiert werden.</translation>
    </message>
    <message>
        <source>Cards set aside for %1 players, who cannot play by these rules: remove them.</source>
        <translation>Aussortierte Karten für %1 Spieler, obwohl so viele nicht nach diesen Regeln spielen können: Entferne sie.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Nicht genug Karten zum Austeilen: %1 Spieler brauchen %2 aussortierte und %1 × %3 auf der Hand, insgesamt %4, aber der Kartensatz hat %5.</translation>
    </message>
</context>
<context>
    <name>BillyTips</name>
    <message>
        <source>when the loot is counted, it removes itself and the card played right before it in its column.</source>
        <translation>wenn die Beute gezählt wird, entfernt es sich selbst und die Karte, die direkt davor in seiner Reihe gespielt wurde.</translation>
    </message>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>%n Punkt wert. Hast du am Ende von einer Farbe mehr als Billy, wirst du niedergeschossen.</numerusform>
            <numerusform>%n Punkte wert. Hast du am Ende von einer Farbe mehr als Billy, wirst du niedergeschossen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card (%1): its back shows the colour, its value is hidden from you.</source>
        <translation>Verdeckte Karte (%1): Die Rückseite zeigt die Farbe, ihr Wert bleibt dir verborgen.</translation>
    </message>
    <message>
        <source>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</source>
        <translation>Billys Beute: die Karten, die Billy bekommen hat, verdeckt, eine Reihe je Farbe. Wer am Ende von einer Farbe mehr hat als Billy, wird niedergeschossen.</translation>
    </message>
    <message>
        <source>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</source>
        <translation>Deine Beute: die Karten, die du behältst, eine Reihe je Farbe; die erste jeder Farbe liegt verdeckt. Die höchste Summe unter denen, die nicht niedergeschossen wurden, gewinnt.</translation>
    </message>
    <message>
        <source>%1: the backs of their hand show its colours; below, their loot.</source>
        <translation>%1: Die Rückseiten der Handkarten zeigen ihre Farben; darunter die Beute.</translation>
    </message>
    <message>
        <source>The box: dumped cards, face down. They count for nobody.</source>
        <translation>Die Schachtel: abgeworfene Karten, verdeckt. Sie zählen für niemanden.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone plays one last turn.</source>
        <translation>
            <numerusform>Nachziehstapel: %n Karte. Nach jedem Zug wird die oberste gezogen; ist er leer, machen alle noch einen letzten Zug.</numerusform>
            <numerusform>Nachziehstapel: %n Karten. Nach jedem Zug wird die oberste gezogen; ist er leer, machen alle noch einen letzten Zug.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Ein Spiel von %1, erschienen bei %2 (%3).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Beute</translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation>Du bist dran, %1: Wähle eine Karte und wohin sie kommt.</translation>
    </message>
</context>
<context>
    <name>BoomoBreakdown</name>
    <message>
        <source>%1 went over %2 seconds</source>
        <translation>%1 überschritt %2 Sekunden</translation>
    </message>
    <message>
        <source>%1 played their last card</source>
        <translation>%1 spielte die letzte Karte aus</translation>
    </message>
    <message>
        <source>%1&apos;s bomb card</source>
        <translation>Bomben-Karte von %1</translation>
    </message>
    <message>
        <source>%1&apos;s play twice could not be answered</source>
        <translation>„Zweimal ausspielen“ von %1 blieb unbeantwortet</translation>
    </message>
    <message>
        <source>nobody held a card</source>
        <translation>niemand hatte mehr Karten</translation>
    </message>
    <message>
        <source>1. The rounds</source>
        <translation>1. Die Runden</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Wie sie endete</translation>
    </message>
    <message>
        <source>Bombs exploded</source>
        <translation>Explodierte Bomben</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>2. Out of the game</source>
        <translation>2. Ausgeschieden</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>Niemand.</translation>
    </message>
    <message>
        <source>In this order: %1.</source>
        <translation>In dieser Reihenfolge: %1.</translation>
    </message>
    <message>
        <source>3. Bombs left</source>
        <translation>3. Übrige Bomben</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 von %3</translation>
    </message>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>Handkarten im Wert von %n Punkt</numerusform>
            <numerusform>Handkarten im Wert von %n Punkten</numerusform>
        </translation>
    </message>
    <message>
        <source>4. The winner</source>
        <translation>4. Wer gewinnt</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>Das Spiel endet, sobald jemand ausscheidet: Wer die meisten Bomben übrig hat, gewinnt; bei Gleichstand die niedrigste Hand (Ziffer-Karten zählen ihre Sekunden, jede andere Karte %n Punkt), danach wird der Sieg geteilt.</numerusform>
            <numerusform>Das Spiel endet, sobald jemand ausscheidet: Wer die meisten Bomben übrig hat, gewinnt; bei Gleichstand die niedrigste Hand (Ziffer-Karten zählen ihre Sekunden, jede andere Karte %n Punkte), danach wird der Sieg geteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
</context>
<context>
    <name>BoomoFigureTexts</name>
    <message>
        <source>Bombs exploded</source>
        <translation>Explodierte Bomben</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Players go out %1 points more often (±%2).</source>
        <translation>Spieler scheiden %1 Prozentpunkte öfter aus (±%2).</translation>
    </message>
    <message>
        <source>Players go out %1 points less often (±%2).</source>
        <translation>Spieler scheiden %1 Prozentpunkte seltener aus (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points more often (±%2).</source>
        <translation>Platz %3 scheidet %1 Prozentpunkte öfter aus (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points less often (±%2).</source>
        <translation>Platz %3 scheidet %1 Prozentpunkte seltener aus (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 more bombs a game (±%2).</source>
        <translation>Spieler verlieren %1 Bomben mehr pro Spiel (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 fewer bombs a game (±%2).</source>
        <translation>Spieler verlieren %1 Bomben weniger pro Spiel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 more bombs a game (±%2).</source>
        <translation>Platz %3 verliert %1 Bomben mehr pro Spiel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 fewer bombs a game (±%2).</source>
        <translation>Platz %3 verliert %1 Bomben weniger pro Spiel (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 more rounds (±%2).</source>
        <translation>Ein Spiel dauert %1 Runden länger (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 fewer rounds (±%2).</source>
        <translation>Ein Spiel dauert %1 Runden kürzer (±%2).</translation>
    </message>
</context>
<context>
    <name>BoomoGuide</name>
    <message>
        <source>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</source>
        <translation>Jede Karte, die du ausspielst, zählt Sekunden zur Gesamtzeit auf der Uhr hinzu oder bewirkt etwas Besonderes. Wer die Gesamtzeit über %1 bringt, verliert eine seiner %2 Bomben, und die Runde ist vorbei. Deine Handkarten liegen unten; wer als Letzter noch eine Bombe hat, gewinnt.</translation>
    </message>
    <message>
        <source>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</source>
        <translation>Nimm die Handkarten von %1: %2 Karten. Weniger Karten sind besser, denn wer zuerst seine letzte Karte ausspielt, beendet die Runde, und alle anderen verlieren eine Bombe.</translation>
    </message>
    <message>
        <source>Discard a time stopper and your bombs are safe from this bomb card.</source>
        <translation>Wirf einen Zeitstopper ab, dann sind deine Bomben vor dieser Bomben-Karte sicher.</translation>
    </message>
    <message>
        <source>Keep your time stopper for later: this time one of your bombs explodes.</source>
        <translation>Behalte deinen Zeitstopper für später: Diesmal explodiert eine deiner Bomben.</translation>
    </message>
    <message>
        <source>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</source>
        <translation>„%1“ ist deine letzte Karte. Spielst du sie aus, endet die Runde, und alle anderen verlieren eine Bombe.</translation>
    </message>
    <message>
        <source>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</source>
        <translation>„%1“ bringt die Gesamtzeit von %2 auf %3, noch nicht über %4. Heb dir die besonderen Karten auf, bis die Gesamtzeit hoch ist.</translation>
    </message>
    <message>
        <source>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</source>
        <translation>„%1“ setzt die Gesamtzeit auf %2 zurück: Mit wieder Luft bis %3 bist du in deinem nächsten Zug sicher.</translation>
    </message>
    <message>
        <source>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</source>
        <translation>„%1“ setzt die Gesamtzeit auf %2: Der nächste Spieler muss eine Karte finden, die keine Sekunden dazuzählt, oder er überschreitet %3.</translation>
    </message>
    <message>
        <source>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</source>
        <translation>Ein Zeitstopper zählt nichts dazu: Die Gesamtzeit bleibt bei %1. Er rettet auch eine Bombe, wenn jemand eine Bomben-Karte ausspielt; spiele ihn also nur, wenn du nichts Sichereres hast.</translation>
    </message>
    <message>
        <source>%1 turns the direction of play: the total of %2 goes to the player on your other side.</source>
        <translation>„%1“ dreht die Spielrichtung um: Die Gesamtzeit von %2 geht an den Spieler auf deiner anderen Seite.</translation>
    </message>
    <message>
        <source>%1 passes over the next player: the player after them has to play on the total of %2.</source>
        <translation>„%1“ überspringt den nächsten Spieler: Der Spieler danach muss auf die Gesamtzeit von %2 weiterspielen.</translation>
    </message>
    <message>
        <source>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</source>
        <translation>„%1“: Alle anderen ziehen, und du behältst weniger Karten als sie. Wer zuerst seine letzte Karte ausspielt, lässt alle anderen eine Bombe verlieren.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s.</source>
        <translation>„%1“: Du tauschst deine Handkarten mit denen eines anderen Spielers.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</source>
        <translation>„%1“: Du tauschst deine Handkarten mit denen eines anderen Spielers. %2 hat nur %3 Karten: Mit ihnen kommst du näher daran, als Erster deine letzte Karte auszuspielen.</translation>
    </message>
    <message>
        <source>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</source>
        <translation>„%1“: Der nächste Spieler muss zwei Karten ausspielen, zuerst eine Ziffer-Karte. Bei einer Gesamtzeit von %2 bringt ihn das gut und gern über %3.</translation>
    </message>
    <message>
        <source>%1: every other player must discard a time stopper, or one of their bombs explodes.</source>
        <translation>„%1“: Alle anderen müssen einen Zeitstopper abwerfen, sonst explodiert eine ihrer Bomben.</translation>
    </message>
    <message>
        <source>%1 takes the total over %2: one of your bombs explodes.</source>
        <extracomment>Said when the card is chosen, before it is played.</extracomment>
        <translation>„%1“ bringt die Gesamtzeit über %2: Eine deiner Bomben explodiert.</translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
    <message>
        <source>%1 played %2: the total is %3 seconds.</source>
        <translation>%1 spielte „%2“ aus: Die Gesamtzeit beträgt %3 Sekunden.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 spielte „%2“ aus.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 zog „%2“.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 zog eine Karte.</translation>
    </message>
    <message>
        <source>%1 received %2.</source>
        <translation>%1 bekam „%2“.</translation>
    </message>
    <message>
        <source>%1 went over %2 seconds!</source>
        <translation>%1 überschritt %2 Sekunden!</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Jetzt wird im Uhrzeigersinn gespielt.</translation>
    </message>
    <message>
        <source>Play now goes anticlockwise.</source>
        <translation>Jetzt wird gegen den Uhrzeigersinn gespielt.</translation>
    </message>
    <message>
        <source>%1 is skipped.</source>
        <translation>%1 wird übersprungen.</translation>
    </message>
    <message>
        <source>%1 must play two cards, the first one that sets or adds seconds.</source>
        <translation>%1 muss zwei Karten ausspielen, zuerst eine Ziffer-Karte.</translation>
    </message>
    <message>
        <source>%1 has no such card to start with.</source>
        <translation>%1 hat keine Ziffer-Karte für den Anfang.</translation>
    </message>
    <message>
        <source>%1 swapped hands with %2.</source>
        <translation>%1 tauschte die Handkarten mit %2.</translation>
    </message>
    <message>
        <source>%1 discarded a time stopper.</source>
        <translation>%1 warf einen Zeitstopper ab.</translation>
    </message>
    <message>
        <source>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</source>
        <translation>Boom! Eine Bombe von %1 ist explodiert (%2 von %3 weg).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of the game; their %n card(s) go under the draw pile.</source>
        <translation>
            <numerusform>%1 scheidet aus; %n Handkarte kommt unter den Kartenstock.</numerusform>
            <numerusform>%1 scheidet aus; %n Handkarten kommen unter den Kartenstock.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>Der Ablegestapel wird zu einem neuen Kartenstock mit %n Karte gemischt.</numerusform>
            <numerusform>Der Ablegestapel wird zu einem neuen Kartenstock mit %n Karten gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over: %2 went over the limit.</source>
        <translation>Runde %1 ist vorbei: %2 hat die Grenze überschritten.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2 played their last card; everyone else loses a bomb.</source>
        <translation>Runde %1 ist vorbei: %2 hat die letzte Karte ausgespielt; alle anderen verlieren eine Bombe.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s bomb card went off.</source>
        <translation>Runde %1 ist vorbei: Die Bomben-Karte von %2 ist hochgegangen.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s play twice could not be answered.</source>
        <translation>Runde %1 ist vorbei: „Zweimal ausspielen“ von %2 blieb unbeantwortet.</translation>
    </message>
    <message>
        <source>Round %1 is over: nobody holds a card.</source>
        <translation>Runde %1 ist vorbei: Niemand hat mehr Karten.</translation>
    </message>
    <message>
        <source>Round %1: the hands are filled up and %2 starts.</source>
        <translation>Runde %1: Die Kartenhände werden aufgefüllt und %2 beginnt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n bomb(s) left.</source>
        <translation>
            <numerusform>%1 gewann mit noch %n Bombe.</numerusform>
            <numerusform>%1 gewann mit noch %n Bomben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n bomb(s) left each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit noch je %n Bombe.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit noch je %n Bomben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoNames</name>
    <message>
        <source>Time stopper</source>
        <translation>Zeitstopper</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Aussetzen</translation>
    </message>
    <message>
        <source>:60 Up to 60</source>
        <translation>:60 Auf 60 Sekunden erhöhen</translation>
    </message>
    <message>
        <source>:30 To 30</source>
        <translation>:30 Auf 30 Sekunden erhöhen</translation>
    </message>
    <message>
        <source>:0 Back to zero</source>
        <translation>:0 Auf Null setzen</translation>
    </message>
    <message>
        <source>Everyone draws 1</source>
        <translation>Alle ziehen 1 Karte</translation>
    </message>
    <message>
        <source>Everyone draws 2</source>
        <translation>Alle ziehen 2 Karten</translation>
    </message>
    <message>
        <source>Swap hands</source>
        <translation>Alle Karten tauschen</translation>
    </message>
    <message>
        <source>Play twice</source>
        <translation>Zweimal ausspielen</translation>
    </message>
    <message>
        <source>Bomb card</source>
        <translation>Bomben-Karte</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n Sekunde</numerusform>
            <numerusform>%n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Ticking time bomb</source>
        <translation>Tickende Zeitbombe</translation>
    </message>
</context>
<context>
    <name>BoomoRules</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n Karte.</numerusform>
            <numerusform>%n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Die Karten</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>Das ist insgesamt %n Spielkarte; die tickenden Zeitbomben gehören nicht dazu.</numerusform>
            <numerusform>Das sind insgesamt %n Spielkarten; die tickenden Zeitbomben gehören nicht dazu.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Für %1 bis %2 Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone puts %n ticking time bomb(s) face up in front of them.</source>
        <translation>
            <numerusform>Alle legen %n tickende Zeitbombe offen vor sich aus.</numerusform>
            <numerusform>Alle legen %n tickende Zeitbomben offen vor sich aus.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the cards and deal %n to each player; the rest is the draw pile.</source>
        <translation>
            <numerusform>Mische die Karten und gib allen %n Karte; der Rest bildet den Kartenstock.</numerusform>
            <numerusform>Mische die Karten und gib allen %n Karten; der Rest bildet den Kartenstock.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</source>
        <translation>Es beginnt, wer links vom Kartengeber sitzt; gespielt wird im Uhrzeigersinn. Die Gesamtzeit beginnt bei 0 Sekunden.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Spieler und Vorbereitung</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Dein Zug</translation>
    </message>
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Spiele genau eine Karte aus deiner Hand auf den Ablegestapel; danach ziehst du nicht nach. Halte die Gesamtzeit bei höchstens %n Sekunde.</numerusform>
            <numerusform>Spiele genau eine Karte aus deiner Hand auf den Ablegestapel; danach ziehst du nicht nach. Halte die Gesamtzeit bei höchstens %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds (5, 10…):</source>
        <translation>Sekunden (5, 10…):</translation>
    </message>
    <message>
        <source>add their seconds to the total.</source>
        <translation>addieren ihre Sekunden zur Gesamtzeit.</translation>
    </message>
    <message>
        <source>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</source>
        <translation>setzen die Gesamtzeit auf 0, 30 oder 60 Sekunden. Bei 60 ändert die :60-Karte nichts, ist aber ein sicherer Zug.</translation>
    </message>
    <message>
        <source>leaves the total as it is. Keep it for a bomb card!</source>
        <translation>lässt die Gesamtzeit, wie sie ist. Heb ihn für eine Bomben-Karte auf!</translation>
    </message>
    <message>
        <source>play changes direction (with two players left it does nothing).</source>
        <translation>Die Spielrichtung wechselt (bei nur noch zwei Spielern hat das keine Wirkung).</translation>
    </message>
    <message>
        <source>the next player is passed over (with two players left, you play again).</source>
        <translation>Der nächste Spieler wird übersprungen (bei nur noch zwei Spielern bist du gleich wieder dran).</translation>
    </message>
    <message>
        <source>everyone else, clockwise, draws 1 or 2 cards.</source>
        <translation>Alle anderen ziehen im Uhrzeigersinn 1 oder 2 Karten.</translation>
    </message>
    <message>
        <source>swap your hand with a player of your choice (as your last card it swaps nothing).</source>
        <translation>Tausche deine Handkarten mit einem Spieler deiner Wahl (ist sie deine letzte Karte, wird nicht getauscht).</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</source>
        <translation>Der nächste Spieler muss zwei Karten ausspielen, zuerst eine Ziffer-Karte (Sekunden, :0, :30 oder :60). Hat er keine, verliert er eine Bombe und die Runde endet.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</source>
        <translation>Alle anderen müssen im Uhrzeigersinn einen Zeitstopper abwerfen; wer keinen hat, verliert eine Bombe. Hatten alle einen, verlierst du eine Bombe. Die Gesamtzeit geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</source>
        <translation>Alle anderen wählen im Uhrzeigersinn: einen Zeitstopper abwerfen oder eine Bombe explodieren lassen (wer keinen Zeitstopper hat, verliert eine Bombe). Haben alle einen abgeworfen, verlierst du eine Bombe. Die Gesamtzeit geht auf 0 zurück.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Das Ende einer Runde</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb and the round ends.</source>
        <translation>Eine Karte bringt die Gesamtzeit über die Grenze: Wer sie gespielt hat, verliert eine Bombe, und die Runde endet.</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Eine Karte bringt die Gesamtzeit über die Grenze: Wer sie gespielt hat, verliert eine Bombe, die Gesamtzeit geht auf 0 zurück und es wird weitergespielt.</translation>
    </message>
    <message>
        <source>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</source>
        <translation>Jemand spielt die letzte Karte aus: Alle anderen verlieren eine Bombe, und die Runde endet (außer diese Karte ging über die Grenze: Dann verliert nur dieser Spieler eine Bombe).</translation>
    </message>
    <message>
        <source>A bomb card has been answered: the round ends.</source>
        <translation>Alle haben auf eine Bomben-Karte geantwortet: Die Runde endet.</translation>
    </message>
    <message>
        <source>A player cannot start a play twice: the round ends.</source>
        <translation>Jemand hat keine Ziffer-Karte, um „Zweimal ausspielen“ zu beginnen: Die Runde endet.</translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Danach steht die Gesamtzeit wieder auf 0, und alle, die noch im Spiel sind, füllen ihre Hand auf %n Karte auf, im Uhrzeigersinn ab dem ersten Spieler der nächsten Runde.</numerusform>
            <numerusform>Danach steht die Gesamtzeit wieder auf 0, und alle, die noch im Spiel sind, füllen ihre Hand auf %n Karten auf, im Uhrzeigersinn ab dem ersten Spieler der nächsten Runde.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round starts with the player after the one whose card ended the round.</source>
        <translation>Die nächste Runde beginnt mit dem Spieler nach demjenigen, dessen Karte die Runde beendet hat.</translation>
    </message>
    <message>
        <source>The deal moves one seat clockwise each round; the player left of the dealer starts.</source>
        <translation>Der Kartengeber wechselt jede Runde einen Platz im Uhrzeigersinn weiter; es beginnt, wer links von ihm sitzt.</translation>
    </message>
    <message>
        <source>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Wessen letzte Bombe explodiert, scheidet sofort aus; die Handkarten kommen unter den Kartenstock. Ist der Kartenstock aufgebraucht, wird der Ablegestapel zu einem neuen gemischt.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>Wer gewinnt</translation>
    </message>
    <message>
        <source>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</source>
        <translation>Wer als Letzter noch eine nicht explodierte Bombe hat, gewinnt. Kostet eine Karte alle anderen auf einmal ihre letzten Bomben, gewinnt, wer sie gespielt hat.</translation>
    </message>
    <message>
        <source>The winner (short variant)</source>
        <translation>Wer gewinnt (Kurzspielvariante)</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>Das Spiel endet, sobald jemand alle Bomben verloren hat. Wer die meisten Bomben übrig hat, gewinnt; bei Gleichstand die niedrigste Hand, wobei Sekunden-Karten ihre Sekunden zählen (:0, :30 und :60 zählen 0, 30 und 60) und jede andere Karte %n Punkt; bei erneutem Gleichstand wird der Sieg geteilt.</numerusform>
            <numerusform>Das Spiel endet, sobald jemand alle Bomben verloren hat. Wer die meisten Bomben übrig hat, gewinnt; bei Gleichstand die niedrigste Hand, wobei Sekunden-Karten ihre Sekunden zählen (:0, :30 und :60 zählen 0, 30 und 60) und jede andere Karte %n Punkte; bei erneutem Gleichstand wird der Sieg geteilt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regelübersicht für die Variante „%1“.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Diese Variante: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Worum es geht</translation>
    </message>
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Alle haben %n tickende Zeitbombe. Spiele Karten, ohne dass die Gesamtzeit über die Grenze geht, werde deine Handkarten los und bleib als Letzter übrig, dessen Bomben nicht alle explodiert sind.</numerusform>
            <numerusform>Alle haben %n tickende Zeitbomben. Spiele Karten, ohne dass die Gesamtzeit über die Grenze geht, werde deine Handkarten los und bleib als Letzter übrig, dessen Bomben nicht alle explodiert sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The name of a card (or cards) opening a line of the rules, followed by what it does.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Klicke eine Karte auf deiner Hand an</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it.</source>
        <translation>Wähle sie; klicke sie noch einmal an, um sie zu spielen.</translation>
    </message>
    <message>
        <source>Drag the chosen card onto the discard pile, or click the pile</source>
        <translation>Ziehe die gewählte Karte auf den Ablegestapel oder klicke den Stapel an</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Spiele sie.</translation>
    </message>
    <message>
        <source>Click a player</source>
        <translation>Klicke einen Spieler an</translation>
    </message>
    <message>
        <source>After %1: swap hands with that player.</source>
        <translation>Nach „%1“: Tausche deine Karten mit diesem Spieler.</translation>
    </message>
    <message>
        <source>Click an answer</source>
        <translation>Klicke eine Antwort an</translation>
    </message>
    <message>
        <source>After %1: discard a time stopper, or let one of your bombs explode.</source>
        <translation>Nach „%1“: Lege einen Zeitstopper ab oder lass eine deiner Bomben explodieren.</translation>
    </message>
    <message>
        <source>Choose a card in your hand; when swapping hands, a player.</source>
        <translation>Wähle eine Karte auf deiner Hand; beim Kartentausch einen Spieler.</translation>
    </message>
    <message>
        <source>Choose your answer to a bomb card.</source>
        <translation>Wähle deine Antwort auf eine Bomben-Karte.</translation>
    </message>
    <message>
        <source>Play the chosen card, or confirm the chosen player or answer.</source>
        <translation>Spiele die gewählte Karte oder bestätige den gewählten Spieler oder die gewählte Antwort.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Heb deine Wahl auf.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Ein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>An exploded bomb</source>
        <translation>Eine explodierte Bombe</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>Du bist dran: Die Gesamtzeit steht bei %n Sekunde. Wähle eine Karte aus deiner Hand: Klicke sie an oder wähle sie mit den Pfeiltasten links und rechts.</numerusform>
            <numerusform>Du bist dran: Die Gesamtzeit steht bei %n Sekunden. Wähle eine Karte aus deiner Hand: Klicke sie an oder wähle sie mit den Pfeiltasten links und rechts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</source>
        <translation>Spiele sie auf den Ablegestapel: Klicke sie noch einmal an, ziehe sie auf den Stapel oder drücke die Eingabetaste. Ihre Sekunden bringen die Gesamtzeit auf %1; du ziehst nicht nach, und der nächste Spieler ist dran.</translation>
    </message>
    <message>
        <source>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</source>
        <translation>Später steht die Gesamtzeit bei %1 Sekunden: Weitere %2 brächten sie über %3, und eine deiner Bomben würde explodieren. Spiele eine Karte, die die Gesamtzeit bei höchstens %3 hält.</translation>
    </message>
</context>
<context>
    <name>BoomoScene</name>
    <message numerus="yes">
        <source>of %n second(s)</source>
        <extracomment>Under the running total on the dial: the limit, e.g. &quot;of 60 seconds&quot;.</extracomment>
        <translation>
            <numerusform>von %n Sekunde</numerusform>
            <numerusform>von %n Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Kartenstock: %n Karte</numerusform>
            <numerusform>Kartenstock: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Ablegestapel: %n Karte</numerusform>
            <numerusform>Ablegestapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — du bist dran</translation>
    </message>
    <message>
        <source>Discard a time stopper</source>
        <translation>Zeitstopper abwerfen</translation>
    </message>
    <message>
        <source>Let a bomb explode</source>
        <translation>Bombe explodieren lassen</translation>
    </message>
    <message>
        <source>%1, in %2&apos;s hand</source>
        <translation>%1, auf der Hand von %2</translation>
    </message>
</context>
<context>
    <name>BoomoTable</name>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>Play twice starts with a card that sets or adds seconds.</source>
        <translation>„Zweimal ausspielen“ beginnt mit einer Ziffer-Karte.</translation>
    </message>
    <message>
        <source>Choose another player who is still in the game.</source>
        <translation>Wähle einen anderen Spieler, der noch im Spiel ist.</translation>
    </message>
    <message>
        <source>First choose whom to swap hands with.</source>
        <translation>Wähle zuerst, mit wem du die Handkarten tauschst.</translation>
    </message>
    <message>
        <source>First answer the bomb card.</source>
        <translation>Antworte zuerst auf die Bomben-Karte.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Spiele eine Karte aus.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Wähle zuerst eine Karte aus deiner Hand.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>Boom for %1.</source>
        <translation>Boom für %1.</translation>
    </message>
    <message>
        <source>Click the player to swap hands with.</source>
        <translation>Klicke auf den Spieler, mit dem du die Handkarten tauschen willst.</translation>
    </message>
    <message>
        <source>Choose a player with Left and Right, then Enter.</source>
        <translation>Wähle einen Spieler mit den Pfeiltasten links und rechts, dann Eingabetaste.</translation>
    </message>
    <message>
        <source>Choose an answer with Up and Down, then Enter.</source>
        <translation>Wähle eine Antwort mit den Pfeiltasten hoch und runter, dann Eingabetaste.</translation>
    </message>
</context>
<context>
    <name>BoomoTexts</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Auslegung der Regeln</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Die kleinste Spielerzahl, mit der nach diesen Regeln gespielt werden kann.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Die größte Spielerzahl, mit der nach diesen Regeln gespielt werden kann.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt, and fills their hand up to after each round.</source>
        <translation>Wie viele Karten alle bekommen und nach jeder Runde wieder auf die Hand nachziehen.</translation>
    </message>
    <message>
        <source>Limit in seconds</source>
        <translation>Grenze in Sekunden</translation>
    </message>
    <message>
        <source>The total must not go over this: whoever takes it over loses a bomb.</source>
        <translation>Die Gesamtzeit darf nicht darüber hinausgehen: Wer sie überschreitet, verliert eine Bombe.</translation>
    </message>
    <message>
        <source>Ticking time bombs</source>
        <translation>Tickende Zeitbomben</translation>
    </message>
    <message>
        <source>How many bombs each player has; whoever loses them all is out.</source>
        <translation>Wie viele Bomben alle haben; wer alle verliert, scheidet aus.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kartensatz</translation>
    </message>
    <message>
        <source>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</source>
        <translation>Wie viele Karten jeder Art: Sekunden, die sich addieren, :0, :30 und :60, die die Gesamtzeit setzen, und die Befehlskarten. Ändern im Reiter Kartensatz.</translation>
    </message>
    <message>
        <source>Over the limit ends the round</source>
        <translation>Überschreiten der Grenze beendet die Runde</translation>
    </message>
    <message>
        <source>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>An: Wer die Gesamtzeit über die Grenze bringt, beendet die Runde. Aus: Dieser Spieler verliert eine Bombe, die Gesamtzeit geht auf 0 zurück und es wird weitergespielt.</translation>
    </message>
    <message>
        <source>A bomb card ends the round</source>
        <translation>Eine Bomben-Karte beendet die Runde</translation>
    </message>
    <message>
        <source>On: once a bomb card has been answered, the round ends. Off: play goes on.</source>
        <translation>An: Ist eine Bomben-Karte beantwortet, endet die Runde. Aus: Es wird weitergespielt.</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Wer eine Runde beginnt</translation>
    </message>
    <message>
        <source>Answering a bomb card</source>
        <translation>Auf eine Bomben-Karte antworten</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>Points of other cards</source>
        <translation>Punkte anderer Karten</translation>
    </message>
    <message>
        <source>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</source>
        <translation>Kurzspielvariante, bei gleich vielen Bomben: was eine andere Karte als Sekunden oder :0, :30, :60 auf der Hand zählt.</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Kartenart</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Zeile hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Add a kind of card…</source>
        <translation>Kartenart hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the kind of card</source>
        <translation>Kartenart entfernen</translation>
    </message>
    <message>
        <source>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</source>
        <translation>Nach dem, der beendet hat: Es beginnt, wer nach dem Spieler sitzt, dessen Karte die letzte Runde beendet hat. Links vom Geber: Der Geber wechselt jede Runde einen Platz weiter, und es beginnt, wer links von ihm sitzt.</translation>
    </message>
    <message>
        <source>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</source>
        <translation>Pflicht: Wer einen Zeitstopper hat, muss einen abwerfen. Freie Wahl: Man darf ihn behalten und dafür eine Bombe explodieren lassen.</translation>
    </message>
    <message>
        <source>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</source>
        <translation>Letzte Bombe: Wer als Letzter eine Bombe hat, gewinnt. Erster raus: die Kurzspielvariante, die endet, sobald jemand ausscheidet.</translation>
    </message>
    <message>
        <source>After the ender</source>
        <translation>Nach dem, der beendet hat</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Links vom Geber</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Pflicht</translation>
    </message>
    <message>
        <source>Their choice</source>
        <translation>Freie Wahl</translation>
    </message>
    <message>
        <source>Last bomb standing</source>
        <translation>Letzte Bombe</translation>
    </message>
    <message>
        <source>First one out</source>
        <translation>Erster raus</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</source>
        <translation>Nicht genug Karten zum Austeilen: %1 Spieler × %2 Karten auf der Hand = %3, aber der Kartensatz hat %4.</translation>
    </message>
    <message>
        <source>%1-second cards</source>
        <extracomment>Boomo&apos;s cards that add %1 seconds, as their count is said: &quot;15-second cards: 0 → 10&quot;.</extracomment>
        <translation>%1-Sekunden-Karten</translation>
    </message>
</context>
<context>
    <name>BoomoTips</name>
    <message numerus="yes">
        <source>adds %n second(s) to the total.</source>
        <translation>
            <numerusform>zählt %n Sekunde zur Gesamtzeit dazu.</numerusform>
            <numerusform>zählt %n Sekunden zur Gesamtzeit dazu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets the total to %n second(s).</source>
        <translation>
            <numerusform>stellt die Gesamtzeit auf %n Sekunde.</numerusform>
            <numerusform>stellt die Gesamtzeit auf %n Sekunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves the total as it is; it also answers a bomb card.</source>
        <translation>lässt die Gesamtzeit, wie sie ist; er beantwortet auch eine Bomben-Karte.</translation>
    </message>
    <message>
        <source>play changes direction.</source>
        <translation>die Spielrichtung wechselt.</translation>
    </message>
    <message>
        <source>the next player misses a turn.</source>
        <translation>der nächste Spieler muss aussetzen.</translation>
    </message>
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>alle anderen ziehen %n Karte.</numerusform>
            <numerusform>alle anderen ziehen %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>you swap hands with a player of your choice.</source>
        <translation>du tauschst deine Karten mit einem Spieler deiner Wahl.</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds.</source>
        <translation>der nächste Spieler muss zwei Karten spielen, zuerst eine, die Sekunden setzt oder dazuzählt.</translation>
    </message>
    <message>
        <source>everyone else must discard a time stopper or lose a bomb.</source>
        <translation>alle anderen müssen einen Zeitstopper ablegen oder eine Bombe verlieren.</translation>
    </message>
    <message>
        <source>everyone else discards a time stopper or lets a bomb explode.</source>
        <translation>alle anderen legen einen Zeitstopper ab oder lassen eine Bombe explodieren.</translation>
    </message>
    <message>
        <source>A card in %1&apos;s hand: only %1 sees its face.</source>
        <translation>Eine Karte auf der Hand von %1: Nur %1 sieht ihre Vorderseite.</translation>
    </message>
    <message>
        <source>An exploded bomb: one of this player&apos;s bombs is gone.</source>
        <translation>Eine explodierte Bombe: Eine der Bomben dieses Spielers ist weg.</translation>
    </message>
    <message>
        <source>when a player&apos;s last one explodes, that player is out of the game.</source>
        <translation>explodiert die letzte eines Spielers, scheidet er aus.</translation>
    </message>
    <message>
        <source>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</source>
        <translation>Die Gesamtzeit: %1 von %2 Sekunden. Eine Karte, die sie über %2 bringt, kostet ihren Spieler eine Bombe.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Kartenstock: %n Karte. Am Ende jeder Runde werden die Handkarten daraus aufgefüllt.</numerusform>
            <numerusform>Kartenstock: %n Karten. Am Ende jeder Runde werden die Handkarten daraus aufgefüllt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: play your card here. Its top card shows the last one played.</source>
        <translation>Ablegestapel: Spiele deine Karte hierhin. Oben liegt die zuletzt gespielte.</translation>
    </message>
</context>
<context>
    <name>BoomoUi</name>
    <message>
        <source>A card game published by %1 (%2).</source>
        <extracomment>The rulebook names no designer: only the publisher and the year.</extracomment>
        <translation>Ein Kartenspiel, erschienen bei %1 (%2).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bomben</translation>
    </message>
    <message>
        <source>out</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>%1, play twice: first a card that sets or adds seconds.</source>
        <translation>%1, zweimal ausspielen: zuerst eine Ziffer-Karte.</translation>
    </message>
    <message>
        <source>%1, now your second card: any card.</source>
        <translation>%1, jetzt deine zweite Karte: Jede Karte ist erlaubt.</translation>
    </message>
    <message>
        <source>%1, choose whom to swap hands with.</source>
        <translation>%1, wähle, mit wem du die Handkarten tauschst.</translation>
    </message>
    <message>
        <source>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</source>
        <translation>%1, eine Bomben-Karte! Wirfst du einen Zeitstopper ab oder lässt du eine deiner Bomben explodieren?</translation>
    </message>
    <message>
        <source>Your turn, %1: play a card.</source>
        <translation>Du bist dran, %1: Spiele eine Karte aus.</translation>
    </message>
</context>
<context>
    <name>CardImpactModel</name>
    <message>
        <source>Card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Held</source>
        <extracomment>Column: how many seat-games had the card in the starting hand.</extracomment>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <source>Win rate when held</source>
        <translation>Siegquote mit</translation>
    </message>
    <message>
        <source>when not held</source>
        <translation>ohne</translation>
    </message>
    <message>
        <source>Difference (points)</source>
        <translation>Unterschied (Prozentpunkte)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column: how many seat-games played a card of the kind.</extracomment>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Win rate when played</source>
        <translation>Siegquote gespielt</translation>
    </message>
    <message>
        <source>when not played</source>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>Seat-games (one player in one game) in which the card was in the starting hand</source>
        <translation>Platz-Spiele (ein Spieler in einem Spiel), in denen die Karte auf der Starthand war</translation>
    </message>
    <message>
        <source>Seat-games in which the player played a card of this kind</source>
        <translation>Platz-Spiele, in denen der Spieler eine Karte dieser Art gespielt hat</translation>
    </message>
    <message>
        <source>Stands out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Fällt auch nach der Holm-Korrektur für alle Tests der Tabelle auf, beide Spalten zusammen.</translation>
    </message>
    <message>
        <source>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Kann Zufall sein: Nach der Holm-Korrektur für alle Tests der Tabelle, beide Spalten zusammen, fällt er nicht auf.</translation>
    </message>
    <message>
        <source>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</source>
        <translation>Siegquote mit der Karte minus ohne sie, in Prozentpunkten, ± die halbe Breite des 95-%-Intervalls: was mit dem Gewinnen einhergeht, nicht was die Karte bewirkt. Fett, wo das Intervall nach der Korrektur für alle Tests der Tabelle null ausschließt</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>%1 ist bereit: meine Karten zeigen</translation>
    </message>
    <message>
        <source>Ready in a moment…</source>
        <translation>Gleich bereit…</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <comment>the name begins with a vowel</comment>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
    <message>
        <source>No chances while the rules have problems: they are worked out from rules the game can play.</source>
        <translation>Keine Wahrscheinlichkeiten, solange die Regeln Probleme haben: Sie werden aus Regeln berechnet, die das Spiel spielen kann.</translation>
    </message>
    <message>
        <source>No chances: this game cannot be played here, so nothing says what is dealt.</source>
        <translation>Keine Wahrscheinlichkeiten: Dieses Spiel kann hier nicht gespielt werden, also sagt nichts, was ausgeteilt wird.</translation>
    </message>
    <message>
        <source>No chances: at the start the players are dealt no hand from these cards.</source>
        <translation>Keine Wahrscheinlichkeiten: Zu Beginn bekommen die Spieler keine Karten aus diesem Kartensatz auf die Hand.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>Beliebige Karte</translation>
    </message>
    <message>
        <source>%1, all together</source>
        <extracomment>A column or a row of the deck as one kind: &quot;7, all together&quot; (in any colour), &quot;Gold, all together&quot;.</extracomment>
        <translation>%1, alle zusammen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.</source>
        <extracomment>%1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.</extracomment>
        <translation>
            <numerusform>%1: %n Karte im Kartensatz. Eine Hand hat in %2 der Fälle mindestens eine davon, im Schnitt %3.</numerusform>
            <numerusform>%1: %n Karten im Kartensatz. Eine Hand hat in %2 der Fälle mindestens eine davon, im Schnitt %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesPanel</name>
    <message>
        <source>Chances in a dealt hand</source>
        <translation>Wahrscheinlichkeiten für die ausgeteilte Hand</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>The number of players the chances are worked out for</source>
        <translation>Die Zahl der Spieler, für die die Wahrscheinlichkeiten berechnet werden</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>Chance of being dealt at least one</source>
        <translation>Wahrscheinlichkeit, mindestens eine zu bekommen</translation>
    </message>
    <message>
        <source>Number in a hand on average</source>
        <translation>Durchschnittliche Anzahl auf der Hand</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Jeder Spieler bekommt %n Karte aus diesem gemischten Kartensatz; die Zahlen sind aus den Anzahlen der Karten berechnet, über alle Arten, wie er ausgeteilt werden kann.</numerusform>
            <numerusform>Jeder Spieler bekommt %n Karten aus diesem gemischten Kartensatz; die Zahlen sind aus den Anzahlen der Karten berechnet, über alle Arten, wie er ausgeteilt werden kann.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand&apos;s value on average: %1 (the numbers on its cards added up).</source>
        <translation>Durchschnittlicher Wert einer Hand: %1 (die Zahlen auf ihren Karten zusammengezählt).</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>„%1“ ist keine Karte dieses Kartensatzes; erwartet: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>„%1“ ist kein Name (%2): Verwende Kleinbuchstaben, Ziffern, - und _.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1: erwartet eine Kartenzahl von 0 bis %2, gefunden: „%3“.</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>mehr als %1 Karten %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… und %n weiterer.</numerusform>
            <numerusform>… und %n weitere.</numerusform>
        </translation>
    </message>
    <message>
        <source>a value from %1 to %2</source>
        <translation>ein Wert von %1 bis %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>the file holds no cards.</source>
        <translation>Die Datei enthält keine Karten.</translation>
    </message>
    <message>
        <source>the column %1 appears twice.</source>
        <translation>Die Spalte %1 kommt zweimal vor.</translation>
    </message>
    <message>
        <source>%1 has a row already.</source>
        <translation>%1 hat schon eine Zeile.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n Zelle mehr, als die Kopfzeile Spalten hat.</numerusform>
            <numerusform>%n Zellen mehr, als die Kopfzeile Spalten hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>erwartet eine Kopfzeile mit mindestens zwei Spalten.</translation>
    </message>
    <message>
        <source>expected a header row naming the columns.</source>
        <translation>erwartet eine Kopfzeile mit den Namen der Spalten.</translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>erwartet mindestens %n Zelle.</numerusform>
            <numerusform>erwartet mindestens %n Zellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the cell is missing; write 0 for no cards.</source>
        <translation>%1: die Zelle fehlt; schreibe 0 für keine Karten.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the cell is empty; write 0 for no cards.</source>
        <translation>%1: die Zelle ist leer; schreibe 0 für keine Karten.</translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message>
        <source>%1 removed</source>
        <translation>%1 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 dazu (%n Karte)</numerusform>
            <numerusform>%1 dazu (%n Karten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 dazu</translation>
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
            <numerusform>%1 (%2 → %n Karte)</numerusform>
            <numerusform>%1 (%2 → %n Karten)</numerusform>
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
            <numerusform>Der Kartensatz: %n Karte</numerusform>
            <numerusform>Der Kartensatz: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n Karte</numerusform>
            <numerusform>%1: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Basis: %n Karte</numerusform>
            <numerusform>Basis: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>In der Datei: %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>Dieser Kartensatz hat für höchstens %1 davon Platz.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>„%1“ ist kein Name (%2): Verwende Kleinbuchstaben, Ziffern, - und _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>„%1“ gibt es schon.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Expected a number of cards from 0 to %1.</source>
        <translation>Erwartet eine Kartenzahl von 0 bis %1.</translation>
    </message>
    <message>
        <source>Expected a value from %1 to %2.</source>
        <translation>Erwartet wird ein Wert von %1 bis %2.</translation>
    </message>
    <message>
        <source>“%1” is not a card this deck may have.</source>
        <translation>„%1“ ist keine Karte, die dieser Kartensatz haben darf.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>Es gibt schon eine Spalte %1.</translation>
    </message>
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>%n Kartenzahl ändern</numerusform>
            <numerusform>%n Kartenzahlen ändern</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the deck from CSV</source>
        <translation>Kartensatz aus CSV importieren</translation>
    </message>
    <message numerus="yes">
        <source>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).</source>
        <translation>
            <numerusform>„%1“ wurde abgelehnt: erwartet wird eine Kartenzahl von 0 bis %2. Die Zelle behält %n Karte.</numerusform>
            <numerusform>„%1“ wurde abgelehnt: erwartet wird eine Kartenzahl von 0 bis %2. Die Zelle behält %n Karten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importieren…</translation>
    </message>
    <message>
        <source>Read the deck from a spreadsheet saved as CSV</source>
        <translation>Den Kartensatz aus einer als CSV gespeicherten Tabelle lesen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Write the deck as CSV, for a spreadsheet</source>
        <translation>Den Kartensatz als CSV schreiben, für eine Tabellenkalkulation</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>Der Kartensatz: %n Karte.</numerusform>
            <numerusform>Der Kartensatz: %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Keine Karten</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Name (wie die Datei ihn schreibt):</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Beginnen mit den Karten von:</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>Ein &amp;Wert:</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>Eine &amp;benannte Karte:</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Karten davon in jeder Zeile:</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Karten davon:</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>Die Zellen können hier nicht eingefügt werden: Sie reichen über die Tabelle hinaus oder enthalten etwas anderes als Kartenzahlen von 0 bis %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 ist kein Text in UTF-8: Speichere die Datei in der Tabellenkalkulation als „CSV UTF-8“.</translation>
    </message>
    <message>
        <source>Import the deck</source>
        <translation>Kartensatz importieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-Dateien (*.csv *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 cannot be used as this deck; nothing was changed.</source>
        <translation>%1 kann nicht als dieser Kartensatz verwendet werden; nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Kartensatz exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The deck could not be written to %1:
%2</source>
        <translation>Der Kartensatz konnte nicht nach %1 geschrieben werden:
%2</translation>
    </message>
    <message>
        <source>Against the base: %1</source>
        <translation>Gegenüber der Basis: %1</translation>
    </message>
    <message>
        <source>%1 leaves out cards the deck has: %2.</source>
        <translation>%1 lässt Karten weg, die der Kartensatz hat: %2.</translation>
    </message>
    <message>
        <source>Remove them from the deck? With No, the deck stays as it is.</source>
        <translation>Aus dem Kartensatz entfernen? Mit Nein bleibt der Kartensatz, wie er ist.</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Keep the deck</source>
        <translation>Kartensatz behalten</translation>
    </message>
</context>
<context>
    <name>DeckPrinter</name>
    <message numerus="yes">
        <source>A print-and-play deck of %n card(s),</source>
        <translation>
            <numerusform>Ein Kartenspiel zum Selbstdrucken mit %n Karte,</numerusform>
            <numerusform>Ein Kartenspiel zum Selbstdrucken mit %n Karten,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of fronts.</source>
        <translation>
            <numerusform>%n Bogen mit Vorderseiten.</numerusform>
            <numerusform>%n Bogen mit Vorderseiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</source>
        <translation>In Originalgröße drucken (100&#xa0;%, nicht an die Seite anpassen); jede Karte ist %1 × %2 mm groß. Entlang der Schnittmarken schneiden.</translation>
    </message>
    <message>
        <source>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</source>
        <translation>Die Rückseiten stehen auf jeder zweiten Seite: beidseitig drucken, an der langen Kante wenden, dann liegt jede Rückseite hinter ihrer eigenen Vorderseite.</translation>
    </message>
    <message>
        <source>What differs from the base</source>
        <translation>Was von der Basis abweicht</translation>
    </message>
    <message>
        <source>Nothing: these are the rules as published.</source>
        <translation>Nichts: Das sind die Regeln, wie sie veröffentlicht wurden.</translation>
    </message>
    <message>
        <source>Nothing: this deck and these numbers are those of %1.</source>
        <translation>Nichts: Diese Karten und diese Zahlen sind die von %1.</translation>
    </message>
    <message>
        <source>Against %1:</source>
        <translation>Gegenüber %1:</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>Die Karten</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>DiagnosticsModel</name>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
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
        <translation>Dieses Spiel wird nach einer früheren Fassung von „%1“ gespielt: den Regeln, mit denen es begann und die es bis zum Ende behält.</translation>
    </message>
    <message>
        <source>The file has changed since:</source>
        <translation>Die Datei hat sich seitdem geändert:</translation>
    </message>
    <message>
        <source>Earlier rules</source>
        <translation>Frühere Regeln</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New house rule</source>
        <translation>Neue Hausregel</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Hausregel kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</source>
        <translation>Diese Regeln gehören zu Houserules und bleiben, wie sie sind. Ändere, was du möchtest: Speichern unter… bewahrt deine Änderungen als eigene Hausregel.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Title and description</source>
        <translation>Titel und Beschreibung</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</source>
        <translation>Die Hausregel, wie sie gespeichert wird: das Spiel, die Regeln, auf denen sie aufbaut, ihre Titel und nur die Parameter, die davon abweichen.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Neue Hausregel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Play with these rules</source>
        <translation>Nach diesen Regeln s&amp;pielen</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>Reset to &amp;base</source>
        <translation>Auf die &amp;Basis zurücksetzen</translation>
    </message>
    <message>
        <source>Give the chosen parameter its base value again</source>
        <translation>Dem gewählten Parameter wieder seinen Basiswert geben</translation>
    </message>
    <message>
        <source>Reset &amp;all to base</source>
        <translation>&amp;Alles auf die Basis zurücksetzen</translation>
    </message>
    <message>
        <source>Give every parameter its base value again</source>
        <translation>Allen Parametern wieder ihren Basiswert geben</translation>
    </message>
    <message>
        <source>&amp;Changed only</source>
        <translation>Nur &amp;geänderte</translation>
    </message>
    <message>
        <source>Show only the parameters that differ from the base</source>
        <translation>Nur die Parameter zeigen, die von der Basis abweichen</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kartensatz</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Probleme</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Choose a parameter to read what it does. Double-click a value to change it.</source>
        <translation>Wähle einen Parameter, um zu lesen, was er bewirkt. Doppelklicke auf einen Wert, um ihn zu ändern.</translation>
    </message>
    <message>
        <source>Value: %1 · base value: %2</source>
        <translation>Wert: %1 · Basiswert: %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (schreibgeschützt)</translation>
    </message>
    <message>
        <source>%1[*]%2 — Rules editor</source>
        <extracomment>The editor&apos;s window title: the variant&apos;s title, [*] marks unsaved changes.</extracomment>
        <translation>%1[*]%2 — Regeleditor</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Basiert auf: %1</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>keine Änderungen</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n Änderung</numerusform>
            <numerusform>%n Änderungen</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems: the game accepts these rules</source>
        <translation>keine Probleme: Das Spiel akzeptiert diese Regeln</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Noch nicht speicherbar</translation>
    </message>
    <message>
        <source>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</source>
        <translation>Das Spiel würde diese Regeln ablehnen. Löse zuerst die unten aufgeführten Probleme; jedes zeigt seinen Parameter, wenn du es wählst.</translation>
    </message>
    <message>
        <source>%1 (house rule)</source>
        <translation>%1 (Hausregel)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Regeln können nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The rules could not be saved to %1:
%2</source>
        <translation>Die Regeln konnten nicht in %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <source>Open rules</source>
        <translation>Regeln öffnen</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Regeln können nicht geöffnet werden</translation>
    </message>
    <message>
        <source>%1 cannot be edited:
%2</source>
        <translation>%1 kann nicht bearbeitet werden:
%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Änderungen speichern?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>„%1“ hat Änderungen, die nicht gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspielen</translation>
    </message>
    <message>
        <source>Print &amp;deck…</source>
        <translation>&amp;Karten drucken…</translation>
    </message>
    <message>
        <source>Notebook</source>
        <extracomment>The editor&apos;s tab listing every simulation run kept (the lab&apos;s notebook).</extracomment>
        <translation>Notizbuch</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules kennt das Spiel %1 nicht.</translation>
    </message>
    <message>
        <source>The house rule as it will be saved</source>
        <translation>Die Hausregel, wie sie gespeichert wird</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Rules: %1 · Deal&#xa0;no.&#xa0;%2</source>
        <translation>Regeln: %1 · Spiel&#xa0;Nr.&#xa0;%2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Warten auf %1.</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>The same players and rules, a new deal.</source>
        <translation>Dieselben Spieler und Regeln, neue Karten.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <source>Your turn in a moment, %1: let go of the keys.</source>
        <translation>Gleich bist du dran, %1: Lass die Tasten los.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Look at your cards, %1: the computer players start in a moment.</source>
        <translation>Sieh dir deine Karten an, %1: Die Computerspieler fangen gleich an.</translation>
    </message>
    <message>
        <source>Copy the deal number</source>
        <translation>Spielnummer kopieren</translation>
    </message>
    <message>
        <source>Deal no. %1: in a new game, the same number deals the same cards again.</source>
        <translation>Spielnummer %1: Mit derselben Nummer bekommst du in einem neuen Spiel dieselben Karten noch einmal.</translation>
    </message>
    <message>
        <source>Keys and clicks before your turn are ignored.</source>
        <translation>Tasten und Klicks vor deinem Zug werden ignoriert.</translation>
    </message>
    <message>
        <source>The next computer player plays now (Space).</source>
        <translation>Der nächste Computerspieler spielt jetzt (Leertaste).</translation>
    </message>
    <message>
        <source>The computer players start now (Space).</source>
        <translation>Die Computerspieler fangen jetzt an (Leertaste).</translation>
    </message>
    <message>
        <source>%1 plays next: press Space or Go on.</source>
        <translation>Als Nächstes ist %1 dran: drücke die Leertaste oder Weiter.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your turn. The guide is looking at your position…</source>
        <translation>Du bist dran. Der Spielführer sieht sich deine Lage an…</translation>
    </message>
    <message>
        <source>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</source>
        <translation>Das ist deine erste Runde %1. Der Spielführer markiert, was du als Nächstes tun kannst, und sagt, warum; was du spielst, entscheidest immer du.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 ist am Zug. Schau auf den Tisch: Das Spielprotokoll rechts beschreibt jeden Zug in Worten.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <translation>%1 ist am Zug. Schau auf den Tisch: Das Spielprotokoll rechts beschreibt jeden Zug in Worten.</translation>
    </message>
    <message>
        <source>The marked choice did best in the computer&apos;s trial games from your position.</source>
        <translation>Die markierte Wahl schnitt in den Probespielen, die der Computer aus deiner Lage spielte, am besten ab.</translation>
    </message>
    <message>
        <source>Press Enter to play the marked choice, or click it; or play something else, if you like.</source>
        <translation>Drücke Enter oder klicke, um die markierte Wahl zu spielen; oder spiele etwas anderes, wenn du magst.</translation>
    </message>
    <message>
        <source>Guided first round: %1</source>
        <translation>Geführte erste Runde: %1</translation>
    </message>
    <message>
        <source>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</source>
        <translation>Das war deine erste Runde. Jetzt kennst du den Tisch: Spiel weiter bis zum Ende oder fang ein eigenes Spiel an. Unter Hilfe › Spielregeln (F1) stehen alle Regeln, und Spiel › Tipp (Strg+H) ist immer da.</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Spielführer schließen</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Spielführer verlassen</translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
    <message>
        <source>1. The villains by colour</source>
        <translation>1. Die Halunken nach Farbe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Zählt doppelt</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
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
        <translation>keine</translation>
    </message>
    <message>
        <source>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</source>
        <translation>Die Halunken eines Spielers zählen ihren Wert; die Farbe, von der er die meisten hat, zählt doppelt (bei gleich vielen die wertvollste).</translation>
    </message>
    <message>
        <source>2. Black Jack</source>
        <translation>2. Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%1 hired him %n time(s).</source>
        <translation>
            <numerusform>%1 hat ihn %n-mal angeheuert.</numerusform>
            <numerusform>%1 hat ihn %n-mal angeheuert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) were left in the harbour.</source>
        <translation>
            <numerusform>Im Hafen blieb %n Halunke.</numerusform>
            <numerusform>Im Hafen blieben %n Halunken.</numerusform>
        </translation>
    </message>
    <message>
        <source>3. The winner</source>
        <translation>3. Der Sieger</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Der Sieger</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 gewinnt mit %n Punkt!</numerusform>
            <numerusform>%1 gewinnt mit %n Punkten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsFigureTexts</name>
    <message>
        <source>Villains at the end</source>
        <translation>Halunken am Ende</translation>
    </message>
    <message>
        <source>Black Jack hired</source>
        <translation>Black Jack angeheuert</translation>
    </message>
    <message>
        <source>Players end with %1 more villains (±%2).</source>
        <translation>Spieler enden mit %1 Halunken mehr (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer villains (±%2).</source>
        <translation>Spieler enden mit %1 Halunken weniger (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more villains (±%2).</source>
        <translation>Platz %3 endet mit %1 Halunken mehr (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer villains (±%2).</source>
        <translation>Platz %3 endet mit %1 Halunken weniger (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 more times a game (±%2).</source>
        <translation>Spieler heuern Black Jack %1-mal öfter pro Partie an (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 fewer times a game (±%2).</source>
        <translation>Spieler heuern Black Jack %1-mal seltener pro Partie an (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 more times a game (±%2).</source>
        <translation>Platz %3 heuert Black Jack %1-mal öfter pro Partie an (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 fewer times a game (±%2).</source>
        <translation>Platz %3 heuert Black Jack %1-mal seltener pro Partie an (±%2).</translation>
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
        <translation>Feld %1, dessen Spelunke %2 zeigt</translation>
    </message>
    <message>
        <source>field %1, whose den shows no villain now</source>
        <translation>Feld %1, dessen Spelunke gerade keinen Halunken zeigt</translation>
    </message>
    <message>
        <source>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</source>
        <translation>In jeder Runde wählt jeder Kapitän geheim eine Bewegungskarte, segelt dann im Uhrzeigersinn über die %1 Felder und nimmt den Halunken, der an der Spelunke offen liegt, wo er anhält. Nach %2 Runden gewinnt die höchste Wertung: Halunken zählen ihren Wert, und die Farbe, von der du die meisten hast, zählt doppelt.</translation>
    </message>
    <message>
        <source>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</source>
        <translation>Black Jack beraubt die Kapitäne, an denen er vorbeikommt: Heuere ihn bei der Versteigerung mit einem deiner Halunken an.</translation>
    </message>
    <message>
        <source>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</source>
        <translation>Feld %1: Die Spelunken sind noch verdeckt, jede ist eine Überraschung. Wer auf einem Kapitän landet, darf ihn berauben.</translation>
    </message>
    <message>
        <source>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</source>
        <translation>Feld %1: Black Jack beraubt jeden Kapitän, den er erreicht oder überholt; stell ihn also dorthin, wo deine Gegner vor ihm stehen.</translation>
    </message>
    <message>
        <source>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</source>
        <translation>Passe und behalte alle Halunken: Das beste Gebot kommt in den Hafen, und Black Jack raubt für den, der es abgegeben hat.</translation>
    </message>
    <message>
        <source>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</source>
        <translation>Biete %1: Bietet niemand mehr, kommt er in den Hafen, und Black Jack beraubt in dieser Runde für dich die Kapitäne, an denen er vorbeikommt.</translation>
    </message>
    <message>
        <source>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</source>
        <translation>Mit dem Rum nennst du deine Zahl nach dem Aufdecken, jede Zahl, die sonst niemand gespielt hat: Du wählst deine Spelunke, wenn du die Karten der anderen siehst. Zwei Rum heben sich auf.</translation>
    </message>
    <message>
        <source>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</source>
        <translation>Der Rum: Du nennst Black Jacks Zahl, wenn er zieht, sobald du siehst, wo die Kapitäne stehen.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</source>
        <translation>Black Jack zieht %1 Felder und beraubt jeden Kapitän, den er erreicht oder überholt; von jedem, der so viele Halunken hat wie du oder mehr, nimmst du einen.</translation>
    </message>
    <message>
        <source>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</source>
        <translation>Karte %1 bringt deinen Kapitän auf %2, außer ein anderer Kapitän spielt dieselbe Zahl: Gleiche Karten heben sich auf, und diese Kapitäne bleiben stehen.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</source>
        <translation>Black Jack zieht %1 Felder und beraubt unterwegs die Kapitäne, die er erreicht oder überholt.</translation>
    </message>
    <message>
        <source>%1 fields take your captain to %2: no other card of this round shows that number.</source>
        <translation>%1 Felder bringen deinen Kapitän auf %2: Keine andere Karte dieser Runde zeigt diese Zahl.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>Im Hafen liegt %n Halunke: Nimm ihn.</numerusform>
            <numerusform>Im Hafen liegen %n Halunken: Nimm den, der dir am meisten bringt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</source>
        <translation>Beraube %1: Du nimmst einen seiner Halunken, und der Kapitän, der Black Jack angeheuert hat, verliert ihn.</translation>
    </message>
    <message>
        <source>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</source>
        <translation>Black Jack zwingt dich, einen Halunken abzugeben: %1 kostet dich %2 Punkte, die Farbe, von der du die meisten hast, doppelt gezählt.</translation>
    </message>
    <message>
        <source>Take %1: it raises your score from %2 to %3, counting your most held colour double.</source>
        <translation>Nimm %1: Deine Wertung steigt von %2 auf %3, die Farbe, von der du die meisten hast, doppelt gezählt.</translation>
    </message>
    <message>
        <source>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is offered.</extracomment>
        <translation>Bietet niemand mehr, kommt %1 in den Hafen: Deine Wertung sinkt von %2 auf %3.</translation>
    </message>
    <message>
        <source>Giving %1 to the harbour drops your score from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is given.</extracomment>
        <translation>%1 in den Hafen zu geben senkt deine Wertung von %2 auf %3.</translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message>
        <source>%1 puts their captain on field %2.</source>
        <translation>%1 stellt seinen Kapitän auf Feld %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the den at field %3.</source>
        <translation>%1 nimmt %2 aus der Spelunke an Feld %3.</translation>
    </message>
    <message>
        <source>The dens open: each den&apos;s top villain is turned face up.</source>
        <translation>Die Spelunken öffnen sich: der oberste Halunke jeder Spelunke wird aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 puts Black Jack on field %2.</source>
        <translation>%1 stellt Black Jack auf Feld %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Runde %1 von %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 to hire Black Jack.</source>
        <translation>%1 bietet %2, um Black Jack anzuheuern.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <source>%1 hires Black Jack; %2 goes to the harbour.</source>
        <translation>%1 heuert Black Jack an; %2 kommt in den Hafen.</translation>
    </message>
    <message>
        <source>Nobody hires Black Jack this round.</source>
        <translation>Niemand heuert Black Jack in dieser Runde an.</translation>
    </message>
    <message>
        <source>%1 chose a movement card.</source>
        <translation>%1 hat eine Bewegungskarte gewählt.</translation>
    </message>
    <message>
        <source>%1 chose the rum card (secret until the reveal).</source>
        <translation>%1 hat die Rumkarte gewählt (geheim bis zum Aufdecken).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 (secret until the reveal).</source>
        <translation>%1 hat Bewegungskarte %2 gewählt (geheim bis zum Aufdecken).</translation>
    </message>
    <message>
        <source>%1 shows the rum card.</source>
        <translation>%1 zeigt die Rumkarte.</translation>
    </message>
    <message>
        <source>%1 shows a %2.</source>
        <translation>%1 zeigt eine %2.</translation>
    </message>
    <message>
        <source>%1&apos;s card is cancelled by an equal one: their captain stays.</source>
        <translation>Die Karte von %1 hebt sich mit einer gleichen auf: sein Kapitän bleibt stehen.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>Der Rum von %1 zieht %n Feld.</numerusform>
            <numerusform>Der Rum von %1 zieht %n Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s captain moves from field %2 to field %3.</source>
        <translation>Der Kapitän von %1 zieht von Feld %2 auf Feld %3.</translation>
    </message>
    <message>
        <source>%1&apos;s captain is pushed on to field %2.</source>
        <translation>Der Kapitän von %1 wird auf Feld %2 weitergeschoben.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 nimmt %3 %2 ab.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the harbour.</source>
        <translation>%1 nimmt %2 aus dem Hafen.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the harbour.</source>
        <translation>%1 gibt %2 in den Hafen.</translation>
    </message>
    <message>
        <source>%1 turns up Black Jack&apos;s card: %2.</source>
        <translation>%1 deckt die Karte von Black Jack auf: %2.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is turned up: %1.</source>
        <translation>Die Karte von Black Jack wird aufgedeckt: %1.</translation>
    </message>
    <message>
        <source>Black Jack moves from field %1 to field %2.</source>
        <translation>Black Jack zieht von Feld %1 auf Feld %2.</translation>
    </message>
    <message>
        <source>Black Jack walks on to field %1.</source>
        <translation>Black Jack geht weiter auf Feld %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 hat mit %n Punkt gewonnen.</numerusform>
            <numerusform>%1 hat mit %n Punkten gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkt.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n Punkten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose Black Jack&apos;s card.</source>
        <translation>%1 hat die Karte von Black Jack gewählt.</translation>
    </message>
    <message>
        <source>%1 chose the rum card for Black Jack (secret until he moves).</source>
        <translation>%1 hat die Rumkarte für Black Jack gewählt (geheim, bis er zieht).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 for Black Jack (secret until he moves).</source>
        <translation>%1 hat Bewegungskarte %2 für Black Jack gewählt (geheim, bis er zieht).</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is cancelled by an equal one: he stays.</source>
        <translation>Die Karte von Black Jack hebt sich mit einer gleichen auf: er bleibt stehen.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Black Jack zieht mit seinem Rum %n Feld.</numerusform>
            <numerusform>Black Jack zieht mit seinem Rum %n Felder.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 nimmt %3 %2 ab.</translation>
    </message>
    <message>
        <source>%1 chooses the harbour, but it is empty: nothing to take.</source>
        <translation>%1 wählt den Hafen, doch er ist leer: nichts zu holen.</translation>
    </message>
    <message>
        <source>%1 chooses to rob %2, but may take nothing.</source>
        <translation>%1 will %2 berauben, darf aber nichts nehmen.</translation>
    </message>
</context>
<context>
    <name>HsNames</name>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
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
        <translation>Rumkarte</translation>
    </message>
    <message>
        <source>Movement card %1</source>
        <translation>Bewegungskarte %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement card %1</source>
        <translation>Bewegungskarte %1 von Black Jack</translation>
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
            <numerusform>%n Halunke, Wert %1.</numerusform>
            <numerusform>%n Halunken, Werte %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The villains</source>
        <translation>Die Halunken</translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n Halunkenkarte in diesen Farben, von niedrig nach hoch (die Reihenfolge entscheidet bei Gleichstand):</numerusform>
            <numerusform>%n Halunkenkarten in diesen Farben, von niedrig nach hoch (die Reihenfolge entscheidet bei Gleichstand):</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player has the movement cards %1 and a rum card.</source>
        <translation>Jeder Spieler hat die Bewegungskarten %1 und eine Rumkarte.</translation>
    </message>
    <message>
        <source>Each player has the movement cards %1.</source>
        <translation>Jeder Spieler hat die Bewegungskarten %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>Das Spiel dauert %n Runde; jede verbraucht eine Bewegungskarte, und jede Karte wird nur einmal gespielt.</numerusform>
            <numerusform>Das Spiel dauert %n Runden; jede verbraucht eine Bewegungskarte, und jede Karte wird nur einmal gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Für %1 bis %2 Spieler.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour is a ring of %n field(s), each in front of a den.</source>
        <translation>
            <numerusform>Der Hafen ist ein Ring aus %n Feld vor einer Spelunke.</numerusform>
            <numerusform>Der Hafen ist ein Ring aus %n Feldern, jedes vor einer Spelunke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the villains and put %n face down in each den.</source>
        <translation>
            <numerusform>Mische die Halunken und lege %n verdeckt in jede Spelunke.</numerusform>
            <numerusform>Mische die Halunken und lege je %n verdeckt in jede Spelunke.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n villain(s) stay in the box, unseen.</source>
        <translation>
            <numerusform>Der übrige %n Halunke bleibt ungesehen in der Schachtel.</numerusform>
            <numerusform>Die übrigen %n Halunken bleiben ungesehen in der Schachtel.</numerusform>
        </translation>
    </message>
    <message>
        <source>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</source>
        <translation>Reihum, beginnend mit einem ausgelosten Spieler, stellt jeder seinen Kapitän auf ein freies Feld und nimmt den obersten Halunken dieser Spelunke. Dann wird der oberste Halunke jeder Spelunke aufgedeckt.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Eine Runde</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Wählen.</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret; then all are shown together.</source>
        <translation>Jeder wählt geheim eine seiner Bewegungskarten; dann werden alle gleichzeitig aufgedeckt.</translation>
    </message>
    <message>
        <source>Cancel.</source>
        <translation>Aufheben.</translation>
    </message>
    <message>
        <source>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Gleiche Karten (auch zwei Rumkarten) heben sich auf: diese Kapitäne bleiben stehen und nehmen als Erste den offenen Halunken ihrer Spelunke.</translation>
    </message>
    <message>
        <source>Rum.</source>
        <translation>Rum.</translation>
    </message>
    <message>
        <source>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</source>
        <translation>Ein einzelner Rum nennt eine Zahl, die keine Karte dieser Runde zeigt (auch keine aufgehobene), und zieht so weit.</translation>
    </message>
    <message>
        <source>Move.</source>
        <translation>Ziehen.</translation>
    </message>
    <message>
        <source>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</source>
        <translation>Die anderen Kapitäne ziehen im Uhrzeigersinn so weit, wie ihre Karten sagen, die niedrigste Zahl zuerst. Über Figuren zu springen kostet nichts.</translation>
    </message>
    <message>
        <source>Landing</source>
        <translation>Landen</translation>
    </message>
    <message>
        <source>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</source>
        <translation>Auf einem freien Feld nimmst du den offenen Halunken der Spelunke, falls es einen gibt, und deckst den nächsten auf. Eine leere Spelunke gibt nichts.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</source>
        <translation>Auf dem Feld eines anderen Kapitäns nimmst du zuerst den Halunken der Spelunke. Hattest du vor dem Nehmen gleich viele oder weniger Halunken als dieser Kapitän, nimmst du ihm außerdem einen Halunken deiner Wahl ab.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</source>
        <translation>Auf dem Feld eines anderen Kapitäns nimmst du zuerst den Halunken der Spelunke. Hast du jetzt gleich viele oder weniger Halunken als dieser Kapitän, nimmst du ihm außerdem einen Halunken deiner Wahl ab.</translation>
    </message>
    <message>
        <source>Either way, the captain who stood there moves on to the next free field and takes nothing there.</source>
        <translation>So oder so zieht der Kapitän, der dort stand, auf das nächste freie Feld weiter und nimmt dort nichts.</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>Die %n Bewegungskarte von Black Jack liegt verdeckt auf seinem Schiff.</numerusform>
            <numerusform>Die %n Bewegungskarten von Black Jack werden gemischt und verdeckt auf sein Schiff gelegt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</source>
        <translation>Der Spieler mit dem niedrigsten ersten Halunken stellt ihn auf ein freies Feld (bei gleichem Wert zählt die niedrigere Farbe als niedriger).</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Die Versteigerung</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Jede Runde beginnt mit einer Versteigerung, um Black Jack anzuheuern. In der ersten Runde eröffnet der Spieler mit dem höchsten ersten Halunken, später der letzte, der ihn angeheuert hat (hat ihn niemand angeheuert, derselbe Spieler wie zuvor). Reihum ab dem Eröffner bietet jeder einmal einen Halunken, der mehr wert ist als das bisher beste Gebot, oder passt. Das beste Gebot kommt offen in den Hafen; dieser Spieler heuert Black Jack für die Runde an. Die anderen Gebote bleiben bei ihren Besitzern.</translation>
    </message>
    <message>
        <source>His move</source>
        <translation>Sein Zug</translation>
    </message>
    <message>
        <source>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</source>
        <translation>Nach allen Kapitänen wird seine nächste Karte aufgedeckt, und er zieht so weit im Uhrzeigersinn. Er beraubt jeden Kapitän, den er erreicht oder überholt, auch den, bei dem er stehen bleibt, in dieser Reihenfolge.</translation>
    </message>
    <message>
        <source>Hired:</source>
        <translation>Angeheuert:</translation>
    </message>
    <message>
        <source>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</source>
        <translation>er beraubt nie den, der ihn angeheuert hat, und einen Kapitän nur, wenn dieser gleich viele oder mehr Halunken hat als sein Auftraggeber. Der Auftraggeber wählt den Halunken und behält ihn.</translation>
    </message>
    <message>
        <source>Not hired:</source>
        <translation>Nicht angeheuert:</translation>
    </message>
    <message>
        <source>every captain he reaches or passes chooses a villain of their own to give to the harbour.</source>
        <translation>jeder Kapitän, den er erreicht oder überholt, wählt einen eigenen Halunken und gibt ihn in den Hafen.</translation>
    </message>
    <message>
        <source>If he stops on an occupied field, he walks on to the next free one.</source>
        <translation>Bleibt er auf einem besetzten Feld stehen, geht er weiter auf das nächste freie.</translation>
    </message>
    <message>
        <source>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</source>
        <translation>Ein Kapitän, der auf Black Jack landet, nimmt den Halunken der Spelunke und dann einen Halunken seiner Wahl aus dem Hafen; Black Jack zieht auf das nächste freie Feld weiter.</translation>
    </message>
    <message>
        <source>After round %1 the game ends.</source>
        <translation>Nach Runde %1 endet das Spiel.</translation>
    </message>
    <message>
        <source>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</source>
        <translation>Jeder Spieler zählt die Werte seiner Halunken zusammen; die Farbe, von der er die meisten hat, zählt doppelt (bei gleich vielen die wertvollste). Die höchste Summe gewinnt; Spieler mit derselben höchsten Summe teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regelübersicht für die Variante „%1“.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Diese Variante: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Die Idee</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</source>
        <translation>Kapitäne fahren um einen Hafen voller Spelunken und sammeln eine Mannschaft aus Halunken. Black Jack, jede Runde versteigert, raubt für den, der ihn bezahlt. Die wertvollste Mannschaft gewinnt.</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</source>
        <translation>Kapitäne fahren um einen Hafen voller Spelunken und sammeln eine Mannschaft aus Halunken. Die wertvollste Mannschaft gewinnt. Dieses Einführungsspiel wird ohne Black Jack gespielt.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</source>
        <translation>Black Jack spielt mit den Bewegungskarten eines abwesenden dritten Kapitäns: %1 und eine Rumkarte.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1.</source>
        <translation>Black Jack spielt mit den Bewegungskarten eines abwesenden dritten Kapitäns: %1.</translation>
    </message>
    <message>
        <source>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</source>
        <translation>Sie liegen gemischt und verdeckt auf seinem Schiff; welche er noch hat, wissen alle, und jede wird einmal benutzt.</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Jede Runde beginnt mit einer Versteigerung, um Black Jack anzuheuern. In der ersten Runde eröffnet der Spieler mit dem höchsten ersten Halunken, später der letzte, der ihn angeheuert hat (hat ihn niemand angeheuert, derselbe Spieler wie zuvor). Ab dem Eröffner sind die beiden Spieler abwechselnd an der Reihe: einen Halunken bieten, der mehr wert ist als das bisher beste Gebot, oder passen. Die Versteigerung endet, sobald ein Spieler passt. Das beste Gebot kommt offen in den Hafen; dieser Spieler heuert Black Jack für die Runde an. Die anderen Gebote bleiben bei ihren Besitzern.</translation>
    </message>
    <message>
        <source>Hired</source>
        <translation>Angeheuert</translation>
    </message>
    <message>
        <source>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</source>
        <translation>Gleich nach der Versteigerung wählt sein Auftraggeber geheim eine von Black Jacks Karten für ihn; dann wählen beide Spieler ihre eigenen Karten.</translation>
    </message>
    <message>
        <source>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</source>
        <translation>Landet sein Auftraggeber auf ihm, nimmt er den Halunken der Spelunke und dann einen Halunken seiner Wahl aus dem Hafen.</translation>
    </message>
    <message>
        <source>Not hired</source>
        <translation>Nicht angeheuert</translation>
    </message>
    <message>
        <source>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</source>
        <translation>Haben beide Spieler gewählt, wird Black Jacks oberste Karte mit ihren aufgedeckt, als dritte Karte der Runde: eine gleiche Karte hebt sie auf (er bleibt stehen und beraubt niemanden), und sie zählt für die Zahl des Rums. Ist seiner der einzige Rum, nennt der Eröffner der Versteigerung die Zahl.</translation>
    </message>
    <message>
        <source>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</source>
        <translation>Er zieht zwischen den Kapitänen, in aufsteigender Reihenfolge der Karten. Jeder Kapitän, den er erreicht oder überholt, auch der, bei dem er stehen bleibt, wählt einen eigenen Halunken und gibt ihn in den Hafen.</translation>
    </message>
    <message>
        <source>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</source>
        <translation>Er beraubt den anderen Kapitän, wenn er ihn erreicht oder überholt, auch auf dem Feld, auf dem er stehen bleibt, und dieser gleich viele oder mehr Halunken hat als sein Auftraggeber. Der Auftraggeber wählt den Halunken und behält ihn. Seinen Auftraggeber beraubt er nie.</translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>Für %n Spieler.</numerusform>
            <numerusform>Für %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</source>
        <translation>Seine Karte zählt weder beim Aufheben noch für die Zahl des Rums. Nach beiden Kapitänen zieht er so weit, wie seine Karte sagt; ist es der Rum, nennt sein Auftraggeber eine Zahl aus %1, die keine aufgedeckte Karte dieser Runde zeigt (ist keine mehr übrig, bleibt er stehen).</translation>
    </message>
    <message>
        <source>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</source>
        <translation>Landet der andere Kapitän auf Black Jack, nimmt er den Halunken der Spelunke und wählt dann: einen Halunken aus dem Hafen oder den Auftraggeber berauben wie beim Landen auf einem Kapitän. Die Wahl hat er auch, wenn es auf einer Seite oder auf beiden nichts zu holen gibt. Black Jack zieht in jedem Fall auf das nächste freie Feld weiter.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 bis 9</translation>
    </message>
    <message>
        <source>Choose the movement card with that number; after a lone rum, name that number.</source>
        <translation>Wähle die Bewegungskarte mit dieser Zahl; nach einem einzelnen Rum nennst du diese Zahl.</translation>
    </message>
    <message>
        <source>Choose your rum card.</source>
        <translation>Wähle deine Rumkarte.</translation>
    </message>
    <message>
        <source>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</source>
        <translation>Landest du auf dem angeheuerten Black Jack: ein Halunke aus dem Hafen (H) oder beraube seinen Auftraggeber (R).</translation>
    </message>
    <message>
        <source>Pass in the auction.</source>
        <translation>In der Versteigerung passen.</translation>
    </message>
    <message>
        <source>Go from one choice to the next: a card, a field, a villain.</source>
        <translation>Gehe von einer Wahl zur nächsten: eine Karte, ein Feld, ein Halunke.</translation>
    </message>
    <message>
        <source>Do what is chosen.</source>
        <translation>Führe das Gewählte aus.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Heb deine Wahl auf.</translation>
    </message>
    <message>
        <source>Click one of your movement cards</source>
        <translation>Klicke eine deiner Bewegungskarten an</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it. It stays face down until everyone has chosen.</source>
        <translation>Wähle sie; klicke sie noch einmal an, um sie zu spielen. Sie bleibt verdeckt, bis alle gewählt haben.</translation>
    </message>
    <message>
        <source>Click what lights up</source>
        <translation>Klicke an, was aufleuchtet</translation>
    </message>
    <message>
        <source>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</source>
        <translation>Ein Feld für deinen Kapitän, einen Halunken zum Bieten, Nehmen oder Abgeben oder eine Schaltfläche wie Passen: Die Zeile unter dem Tisch sagt, was gefragt ist.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Eine Runde, Schritt für Schritt</translation>
    </message>
    <message>
        <source>A movement card</source>
        <translation>Eine Bewegungskarte</translation>
    </message>
    <message>
        <source>The rum card</source>
        <translation>Die Rumkarte</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card</source>
        <translation>Karte von Black Jack</translation>
    </message>
    <message>
        <source>A captain</source>
        <translation>Ein Kapitän</translation>
    </message>
    <message>
        <source>A den</source>
        <translation>Eine Spelunke</translation>
    </message>
    <message>
        <source>A field</source>
        <translation>Ein Feld</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</source>
        <translation>Jeder wählt geheim eine seiner Bewegungskarten: Klicke deine zweimal an oder drücke ihre Zahl und dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Die Karten werden gleichzeitig aufgedeckt. Gleiche Karten heben sich auf: Diese Kapitäne bleiben stehen und nehmen als Erste den offenen Halunken ihrer Spelunke.</translation>
    </message>
    <message>
        <source>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</source>
        <translation>Die anderen ziehen im Uhrzeigersinn so weit, wie ihre Karten sagen, die niedrigste Zahl zuerst; über Figuren zu springen kostet nichts. Auf einem freien Feld nimmst du den offenen Halunken der Spelunke, und der nächste dort wird aufgedeckt.</translation>
    </message>
</context>
<context>
    <name>HsScene</name>
    <message numerus="yes">
        <source>%1, in the den at field %2 (%n villain(s) there)</source>
        <translation>
            <numerusform>%1, in der Spelunke an Feld %2 (%n Halunke dort)</numerusform>
            <numerusform>%1, in der Spelunke an Feld %2 (%n Halunken dort)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) in this den</source>
        <translation>
            <numerusform>%n Halunke in dieser Spelunke</numerusform>
            <numerusform>%n Halunken in dieser Spelunke</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Hafen: %n Halunke</numerusform>
            <numerusform>Hafen: %n Halunken</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack&apos;s card %1</source>
        <translation>Karte %1 von Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>noch %n</numerusform>
            <numerusform>noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best offer: %1 by %2</source>
        <translation>Bestes Gebot: %1 von %2</translation>
    </message>
    <message>
        <source>Auction: no offer yet</source>
        <translation>Versteigerung: noch kein Gebot</translation>
    </message>
    <message>
        <source>Hired by %1</source>
        <translation>Angeheuert von %1</translation>
    </message>
    <message>
        <source>Not hired this round</source>
        <translation>Diese Runde nicht angeheuert</translation>
    </message>
    <message>
        <source>%1&apos;s captain (%2)</source>
        <translation>Kapitän von %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>A movement card, chosen in secret</source>
        <translation>Eine Bewegungskarte, geheim gewählt</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gewählt</translation>
    </message>
    <message>
        <source>Your card: the others see its back until the reveal</source>
        <translation>Deine Karte: die anderen sehen bis zum Aufdecken ihre Rückseite</translation>
    </message>
    <message>
        <source>your secret</source>
        <translation>dein Geheimnis</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>aufgehoben</translation>
    </message>
    <message>
        <source>rum: %1</source>
        <translation>Rum: %1</translation>
    </message>
    <message>
        <source>rum</source>
        <translation>Rum</translation>
    </message>
    <message>
        <source>choosing…</source>
        <translation>wählt…</translation>
    </message>
    <message>
        <source>no villains yet</source>
        <translation>noch keine Halunken</translation>
    </message>
    <message>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <source>%1 counts double: the colour held most</source>
        <translation>%1 zählt doppelt: die Farbe, von der man die meisten hat</translation>
    </message>
    <message>
        <source>Movement cards %1 still holds</source>
        <translation>Bewegungskarten, die %1 noch hat</translation>
    </message>
    <message>
        <source>Your rum moves…</source>
        <translation>Dein Rum zieht…</translation>
    </message>
    <message>
        <source>Your movement cards</source>
        <translation>Deine Bewegungskarten</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card, chosen in secret by %1</source>
        <translation>Karte von Black Jack, geheim gewählt von %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card: the others see its back until he moves</source>
        <translation>Karte von Black Jack: die anderen sehen ihre Rückseite, bis er zieht</translation>
    </message>
    <message>
        <source>Black Jack&apos;s rum moves…</source>
        <translation>Black Jacks Rum zieht…</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement cards: choose his card for this round</source>
        <translation>Bewegungskarten von Black Jack: wähle seine Karte für diese Runde</translation>
    </message>
    <message>
        <source>You landed on Black Jack, hired by %1</source>
        <translation>Du bist auf Black Jack gelandet, angeheuert von %1</translation>
    </message>
    <message>
        <source>Take a villain from the harbour (H)</source>
        <translation>Einen Halunken aus dem Hafen nehmen (H)</translation>
    </message>
    <message>
        <source>The harbour is empty.</source>
        <translation>Der Hafen ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Nimm den Halunken im Hafen.</numerusform>
            <numerusform>Nimm einen der %n Halunken im Hafen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1 (R)</source>
        <translation>%1 berauben (R)</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains, as when landing on a captain.</source>
        <translation>Nimm einen der Halunken von %1, wie beim Landen auf einem Kapitän.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s cards: %n left</source>
        <translation>
            <numerusform>Karten von Black Jack: noch %n</numerusform>
            <numerusform>Karten von Black Jack: noch %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsTable</name>
    <message>
        <source>hired Black Jack</source>
        <translation>hat Black Jack angeheuert</translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>bietet %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Field %1 is taken: choose a free field.</source>
        <translation>Feld %1 ist besetzt: wähle ein freies Feld.</translation>
    </message>
    <message>
        <source>Click a free field.</source>
        <translation>Klicke auf ein freies Feld.</translation>
    </message>
    <message>
        <source>Offer one of your villains, or pass.</source>
        <translation>Biete einen deiner Halunken, oder passe.</translation>
    </message>
    <message>
        <source>Offer one of your own villains.</source>
        <translation>Biete einen deiner eigenen Halunken.</translation>
    </message>
    <message>
        <source>Offer a villain worth more than the best offer, %1.</source>
        <translation>Biete einen Halunken, der mehr wert ist als das beste Gebot, %1.</translation>
    </message>
    <message>
        <source>You have played that movement card already.</source>
        <translation>Diese Bewegungskarte hast du schon gespielt.</translation>
    </message>
    <message>
        <source>Choose one of your movement cards.</source>
        <translation>Wähle eine deiner Bewegungskarten.</translation>
    </message>
    <message>
        <source>A card of this round shows %1: name a number no card shows.</source>
        <translation>Eine Karte dieser Runde zeigt %1: nenne eine Zahl, die keine Karte zeigt.</translation>
    </message>
    <message>
        <source>Name the number your rum moves.</source>
        <translation>Nenne die Zahl, die dein Rum zieht.</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains.</source>
        <translation>Nimm einen der Halunken von %1.</translation>
    </message>
    <message>
        <source>Take one of the villains in the harbour.</source>
        <translation>Nimm einen der Halunken im Hafen.</translation>
    </message>
    <message>
        <source>Give one of your own villains to the harbour.</source>
        <translation>Gib einen deiner eigenen Halunken in den Hafen.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 is over. Villains won: %2.</source>
        <translation>Runde %1 ist vorbei. Gewonnene Halunken: %2.</translation>
    </message>
    <message>
        <source>You have no movement card %1 left.</source>
        <translation>Du hast keine Bewegungskarte %1 mehr.</translation>
    </message>
    <message>
        <source>You have played your rum card already.</source>
        <translation>Deine Rumkarte hast du schon gespielt.</translation>
    </message>
    <message>
        <source>There is nothing to pass now.</source>
        <translation>Jetzt gibt es nichts zu passen.</translation>
    </message>
    <message>
        <source>Choose with Left and Right, then press Enter.</source>
        <translation>Wähle mit Links und Rechts, dann drücke Enter.</translation>
    </message>
    <message>
        <source>Black Jack has played that movement card already.</source>
        <translation>Diese Bewegungskarte hat Black Jack schon gespielt.</translation>
    </message>
    <message>
        <source>Choose one of Black Jack&apos;s movement cards.</source>
        <translation>Wähle eine der Bewegungskarten von Black Jack.</translation>
    </message>
    <message>
        <source>Name the number Black Jack&apos;s rum moves him.</source>
        <translation>Nenne die Zahl, die Black Jack mit seinem Rum zieht.</translation>
    </message>
    <message>
        <source>Take a villain from the harbour or rob %1.</source>
        <translation>Nimm einen Halunken aus dem Hafen oder beraube %1.</translation>
    </message>
    <message>
        <source>Black Jack has no movement card %1 left.</source>
        <translation>Black Jack hat keine Bewegungskarte %1 mehr.</translation>
    </message>
    <message>
        <source>Black Jack has played his rum card already.</source>
        <translation>Seine Rumkarte hat Black Jack schon gespielt.</translation>
    </message>
</context>
<context>
    <name>HsTexts</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lesarten der Regeln</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Die kleinste Spielerzahl, mit der diese Regeln gespielt werden können.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Die größte Spielerzahl, mit der diese Regeln gespielt werden können.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>How many fields the ring round the harbour has, each in front of a den.</source>
        <translation>Wie viele Felder der Ring um den Hafen hat, jedes vor einer Spelunke.</translation>
    </message>
    <message>
        <source>Villains per den</source>
        <translation>Halunken pro Spelunke</translation>
    </message>
    <message>
        <source>How many villains lie face down in each den at the start; the rest stay in the box.</source>
        <translation>Wie viele Halunken zu Beginn verdeckt in jeder Spelunke liegen; der Rest bleibt in der Schachtel.</translation>
    </message>
    <message>
        <source>Villains</source>
        <translation>Halunken</translation>
    </message>
    <message>
        <source>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</source>
        <translation>Die Halunken nach Farbe und Wert. Die Farben stehen von niedrig nach hoch: diese Reihenfolge entscheidet bei Gleichstand. Ändere sie im Reiter Karten.</translation>
    </message>
    <message>
        <source>Movement cards</source>
        <translation>Bewegungskarten</translation>
    </message>
    <message>
        <source>The numbers on each player&apos;s movement cards: how far a captain can move.</source>
        <translation>Die Zahlen auf den Bewegungskarten jedes Spielers: wie weit ein Kapitän ziehen kann.</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Rumkarte</translation>
    </message>
    <message>
        <source>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</source>
        <translation>An: jeder Spieler hat auch eine Rumkarte. Ein einzelner Rum nennt nach dem Aufdecken eine Zahl, die keine Karte der Runde zeigt.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>How many rounds a game lasts; each round uses one movement card.</source>
        <translation>Wie viele Runden ein Spiel dauert; jede Runde verbraucht eine Bewegungskarte.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s cards</source>
        <translation>Karten von Black Jack</translation>
    </message>
    <message>
        <source>Counting to rob</source>
        <translation>Zählen zum Rauben</translation>
    </message>
    <message>
        <source>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</source>
        <translation>Wann ein Kapitän, der auf einem anderen landet, seine Halunken zählt, um zu sehen, ob er rauben darf: nach dem Nehmen des Halunken der Spelunke (die Spielregel) oder davor.</translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation>Nicht im Spiel</translation>
    </message>
    <message>
        <source>Hired in an auction</source>
        <translation>In einer Versteigerung angeheuert</translation>
    </message>
    <message>
        <source>After taking the den&apos;s villain</source>
        <translation>Nach dem Nehmen des Halunken der Spelunke</translation>
    </message>
    <message>
        <source>Before taking the den&apos;s villain</source>
        <translation>Vor dem Nehmen des Halunken der Spelunke</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Farbe hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Farbe entfernen</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Wert hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Wert entfernen</translation>
    </message>
    <message>
        <source>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</source>
        <translation>Nicht im Spiel: das Einführungsspiel. In einer Versteigerung angeheuert: das Standardspiel, in dem das beste Gebot eines Halunken ihn jede Runde anheuert. Mit den Karten eines abwesenden Kapitäns: das Spiel zu zweit, in dem er mit den Bewegungskarten eines dritten Kapitäns zieht, die Versteigerung weitergeht, bis ein Spieler passt, und sein Auftraggeber seine Karte geheim wählt.</translation>
    </message>
    <message>
        <source>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</source>
        <translation>Wie viele Bewegungskarten Black Jack hat, ab 1 nummeriert; jede Runde wird eine aufgedeckt. Im Spiel zu zweit hat er stattdessen die Bewegungskarten eines Kapitäns.</translation>
    </message>
    <message>
        <source>With an absent captain&apos;s cards (for two)</source>
        <translation>Mit den Karten eines abwesenden Kapitäns (zu zweit)</translation>
    </message>
    <message>
        <source>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</source>
        <translation>Zu wenige Felder: %1 Kapitäne brauchen mindestens %2 Felder rund um den Hafen, aber es sind %3.</translation>
    </message>
    <message>
        <source>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</source>
        <translation>Nicht genug Halunken für die Spelunken: %1 Spelunken × %2 Halunken = %3, aber es gibt %4 Halunken.</translation>
    </message>
    <message>
        <source>The movement card %1 is there twice: each number may appear only once.</source>
        <translation>Die Bewegungskarte %1 ist doppelt: Jede Zahl darf nur einmal vorkommen.</translation>
    </message>
    <message>
        <source>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</source>
        <translation>Black Jack mit den Karten eines abwesenden Kapitäns ist für genau 2 Spieler, aber die Höchstzahl der Spieler ist %1.</translation>
    </message>
    <message>
        <source>More rounds (%1) than movement cards (%2): each round uses one movement card.</source>
        <translation>Mehr Runden (%1) als Bewegungskarten (%2): Jede Runde verbraucht eine Bewegungskarte.</translation>
    </message>
    <message>
        <source>More rounds (%1) than Black Jack&apos;s movement cards (%2).</source>
        <translation>Mehr Runden (%1) als Bewegungskarten von Black Jack (%2).</translation>
    </message>
</context>
<context>
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>%n Punkt wert; am Ende zählt die Farbe doppelt, von der du die meisten hast.</numerusform>
            <numerusform>%n Punkte wert; am Ende zählt die Farbe doppelt, von der du die meisten hast.</numerusform>
        </translation>
    </message>
    <message>
        <source>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</source>
        <translation>allein nennt sie eine Zahl, die keine Karte der Runde zeigt, und zieht so weit; mit einer gleichen Karte heben sich beide auf.</translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>dein Kapitän zieht %n Feld im Uhrzeigersinn, außer eine gleiche Karte hebt sie auf.</numerusform>
            <numerusform>dein Kapitän zieht %n Felder im Uhrzeigersinn, außer eine gleiche Karte hebt sie auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</source>
        <translation>Black Jack zieht so weit wie eine Zahl, die keine Karte der Runde zeigt: Wer ihn angeheuert hat, nennt sie, oder, wenn ihn niemand angeheuert hat, wer die Versteigerung eröffnet hat.</translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>nach den Kapitänen zieht Black Jack %n Feld und beraubt, wen er erreicht oder überholt.</numerusform>
            <numerusform>nach den Kapitänen zieht Black Jack %n Felder und beraubt, wen er erreicht oder überholt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1: land here to take the den&apos;s face-up villain.</source>
        <translation>Feld %1: Lande hier, um den offenen Halunken der Spelunke zu nehmen.</translation>
    </message>
    <message>
        <source>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</source>
        <translation>%1s Kapitän, auf Feld %2. Landest du hier, darfst du dir vielleicht auch einen seiner Halunken nehmen.</translation>
    </message>
    <message>
        <source>Black Jack, on field %1: he robs the captains he reaches or passes.</source>
        <translation>Black Jack, auf Feld %1: Er beraubt die Kapitäne, die er erreicht oder überholt.</translation>
    </message>
    <message>
        <source>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</source>
        <translation>Der Hafen: die Halunken, mit denen Black Jack angeheuert wurde. Ein Kapitän, der auf ihm landet, nimmt sich hier einen.</translation>
    </message>
    <message>
        <source>The harbour</source>
        <translation>Der Hafen</translation>
    </message>
    <message>
        <source>Black Jack&apos;s ship: his movement cards lie here face down.</source>
        <translation>Das Schiff von Black Jack: Seine Bewegungskarten liegen hier verdeckt.</translation>
    </message>
</context>
<context>
    <name>HsUi</name>
    <message>
        <source>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</source>
        <translation>%1, stelle deinen Kapitän auf: klicke auf ein freies Feld (oder wähle eins mit Links und Rechts, dann Enter).</translation>
    </message>
    <message>
        <source>%1, your first villain is the lowest: put Black Jack on a free field.</source>
        <translation>%1, dein erster Halunke ist der niedrigste: stelle Black Jack auf ein freies Feld.</translation>
    </message>
    <message>
        <source>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</source>
        <translation>%1, heuere Black Jack an: biete einen deiner Halunken (klicke darauf) oder passe (P).</translation>
    </message>
    <message>
        <source>%1, your rum is the only one: name the number it moves.</source>
        <translation>%1, dein Rum ist der einzige: nenne die Zahl, die er zieht.</translation>
    </message>
    <message>
        <source>%1, you landed on %2: take one of their villains.</source>
        <translation>%1, du bist auf %2 gelandet: nimm einen seiner Halunken.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack: take a villain from the harbour.</source>
        <translation>%1, du bist auf Black Jack gelandet: nimm einen Halunken aus dem Hafen.</translation>
    </message>
    <message>
        <source>%1, Black Jack robs %2 for you: take one of their villains.</source>
        <translation>%1, Black Jack beraubt %2 für dich: nimm einen seiner Halunken.</translation>
    </message>
    <message>
        <source>%1, Black Jack passes you: give one of your villains to the harbour.</source>
        <translation>%1, Black Jack kommt an dir vorbei: gib einen deiner Halunken in den Hafen.</translation>
    </message>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Ein Spiel von %1, erschienen bei %2 (%3).</translation>
    </message>
    <message>
        <source>Villains</source>
        <extracomment>Short, for a narrow column: the movement cards a player still holds.</extracomment>
        <translation>Halunken</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Du bist dran, %1.</translation>
    </message>
    <message>
        <source>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, wähle geheim eine Bewegungskarte: klicke zweimal darauf (oder tippe ihre Zahl, R für Rum, dann Enter).</translation>
    </message>
    <message>
        <source>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, du hast Black Jack angeheuert: wähle geheim seine Bewegungskarte: klicke zweimal darauf (oder tippe ihre Zahl, R für Rum, dann Enter).</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</source>
        <translation>%1, Black Jacks Rum ist der einzige, und du hast die Versteigerung eröffnet: nenne die Zahl, die er zieht.</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</source>
        <translation>%1, Black Jacks Karte ist der Rum: nenne die Zahl, die er für dich zieht.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</source>
        <translation>%1, du bist auf Black Jack gelandet, angeheuert von %2: nimm einen Halunken aus dem Hafen (H) oder beraube %2 (R).</translation>
    </message>
    <message>
        <source>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</source>
        <translation>%1, du beraubst Black Jacks Auftraggeber, %2: nimm einen seiner Halunken.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>The villains a player holds</source>
        <translation>Die Halunken eines Spielers</translation>
    </message>
    <message>
        <source>The movement cards a player still holds</source>
        <translation>Die Bewegungskarten, die ein Spieler noch hat</translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Base rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bearbeitete Regeln</translation>
    </message>
    <message>
        <source>%1, base rules: %2 (%3)</source>
        <translation>%1, Grundregeln: %2 (%3)</translation>
    </message>
    <message>
        <source>%1, edited rules: %2 (%3)</source>
        <translation>%1, bearbeitete Regeln: %2 (%3)</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Siegquote je Platz</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Verteilung der Punkte (alle Plätze)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Players (%)</source>
        <translation>Spieler (%)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Entscheidungen je Spiel</translation>
    </message>
    <message>
        <source>Games (%)</source>
        <translation>Spiele (%)</translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Kennzahlen des Spiels (alle Plätze)</translation>
    </message>
    <message>
        <source>Share of players (%)</source>
        <translation>Anteil der Spieler (%)</translation>
    </message>
    <message>
        <source>Win rate per seat against %1</source>
        <translation>Siegquote je Platz nach %1</translation>
    </message>
    <message>
        <source>Mean score per seat against %1</source>
        <translation>Mittlere Punktzahl je Platz nach %1</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is a measure or a figure of the game, %2 the swept parameter.</extracomment>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1 = %2: %3 (%4)</source>
        <translation>%1 = %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2</source>
        <translation>Am ausgeglichensten: %1 = %2</translation>
    </message>
    <message>
        <source>As balanced as any, at this number of games</source>
        <translation>So ausgeglichen wie der beste, bei dieser Zahl von Spielen</translation>
    </message>
    <message>
        <source>Evenly matched</source>
        <translation>Gleiche Chancen</translation>
    </message>
    <message>
        <source>Mean: base rules %1, edited rules %2</source>
        <extracomment>Under a chart&apos;s title: the mean of what it shows under each rules.</extracomment>
        <translation>Mittelwert: Grundregeln %1, bearbeitete Regeln %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <extracomment>A bar&apos;s tooltip: the seat or figure, which rules (named: &quot;Run A&quot;), its value and interval.</extracomment>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Mean: %1 %2, %3 %4</source>
        <translation>Mittelwert: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>LabExport</name>
    <message>
        <source>Results are saved as .json or .csv, not .%1.</source>
        <translation>Ergebnisse werden als .json oder .csv gespeichert, nicht als .%1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Charts are saved as .png or .svg, not .%1.</source>
        <translation>Diagramme werden als .png oder .svg gespeichert, nicht als .%1.</translation>
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
        <translation>95-%-Intervall: %1 bis %2</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>A computer player that plays any legal move at random.</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <extracomment>A computer player that follows the game&apos;s own rules of thumb.</extracomment>
        <translation>Heuristisch</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points more often (±%3).</source>
        <translation>Platz %1 gewinnt um %2 Prozentpunkte häufiger (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points less often (±%3).</source>
        <translation>Platz %1 gewinnt um %2 Prozentpunkte seltener (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points more often (±%3).</source>
        <extracomment>%1 is a figure of the game (e.g. &quot;Shot down&quot;); the difference is in percentage points.</extracomment>
        <translation>%1, alle Plätze: um %2 Prozentpunkte häufiger (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points less often (±%3).</source>
        <translation>%1, alle Plätze: um %2 Prozentpunkte seltener (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 more per game (±%3).</source>
        <extracomment>%1 is a figure of the game, a number per game and seat.</extracomment>
        <translation>%1, alle Plätze: %2 mehr je Spiel (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 less per game (±%3).</source>
        <translation>%1, alle Plätze: %2 weniger je Spiel (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 more on average (±%3).</source>
        <translation>Platz %1 erzielt im Mittel %2 Punkte mehr (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 less on average (±%3).</source>
        <translation>Platz %1 erzielt im Mittel %2 Punkte weniger (±%3).</translation>
    </message>
    <message>
        <source>Games last %1 decisions longer (±%2).</source>
        <translation>Spiele dauern %1 Entscheidungen länger (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 decisions shorter (±%2).</source>
        <translation>Spiele dauern %1 Entscheidungen kürzer (±%2).</translation>
    </message>
    <message>
        <source>Search (slow)</source>
        <extracomment>The search bot (Monte Carlo tree search): strong, but a thousand times slower than the others.</extracomment>
        <translation>Suche (langsam)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The app&apos;s easy computer player: the heuristic one, but a share of its moves are made at random.</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard (slow)</source>
        <extracomment>The app&apos;s hard computer player: the search bot with the game&apos;s own budget, about a third of a second per move.</extracomment>
        <translation>Schwer (langsam)</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points larger (±%2).</source>
        <extracomment>The first player&apos;s win rate minus the fair share, edited rules against base, in percentage points.</extracomment>
        <translation>Der Vorteil des Startspielers ist um %1 Prozentpunkte größer (±%2).</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points smaller (±%2).</source>
        <translation>Der Vorteil des Startspielers ist um %1 Prozentpunkte kleiner (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns longer (±%2).</source>
        <translation>Spiele dauern %1 Züge länger (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns shorter (±%2).</source>
        <translation>Spiele dauern %1 Züge kürzer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds longer (±%2).</source>
        <translation>Spiele dauern %1 Runden länger (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds shorter (±%2).</source>
        <translation>Spiele dauern %1 Runden kürzer (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times more per game (±%2).</source>
        <extracomment>How often per game a player takes the sole lead of the running score from another.</extracomment>
        <translation>Die Führung wechselt %1-mal öfter je Spiel (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times less per game (±%2).</source>
        <translation>Die Führung wechselt %1-mal seltener je Spiel (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points more often (±%2).</source>
        <extracomment>How often the eventual winner was behind in the running score at some point, in percentage points.</extracomment>
        <translation>Der Gewinner lag um %1 Prozentpunkte häufiger zurück (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points less often (±%2).</source>
        <translation>Der Gewinner lag um %1 Prozentpunkte seltener zurück (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game later (±%2).</source>
        <extracomment>When the eventual winner took the lead for good, in percentage points of the game.</extracomment>
        <translation>Der Gewinner übernimmt die Führung endgültig um %1 Prozentpunkte des Spiels später (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game earlier (±%2).</source>
        <translation>Der Gewinner übernimmt die Führung endgültig um %1 Prozentpunkte des Spiels früher (±%2).</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 40 seconds&quot;.</extracomment>
        <translation>
            <numerusform>etwa %n Sekunde</numerusform>
            <numerusform>etwa %n Sekunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 12 minutes&quot;.</extracomment>
        <translation>
            <numerusform>etwa %n Minute</numerusform>
            <numerusform>etwa %n Minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</source>
        <extracomment>%1: how long, e.g. &quot;about 45 minutes&quot;; %2: the lab&apos;s limit in minutes.</extracomment>
        <translation>Die schwere Könnensstufe bräuchte auf diesem Computer %1 für ein Gefälle innerhalb von ±3 Prozentpunkten, länger als die Grenze des Labors von %2 Minuten: Sie wird nicht gespielt, und die Seite Kennzahlen sagt, dass es sich nicht sagen lässt.</translation>
    </message>
    <message>
        <source>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 4 minutes&quot;, measured on this computer before it starts.</extracomment>
        <translation>Danach die schwere Könnensstufe: %L1 Spiele nach beiden Regeln für ein Gefälle innerhalb von ±3 Prozentpunkten, %2 auf diesem Computer.</translation>
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
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>Spiel &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>Spiel &amp;laden…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spiel &amp;wiedergeben…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation>Ü&amp;ber Houserules</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Das Spiel kann nicht gestartet werden</translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation>Die Variante konnte nicht geladen werden:
%1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Das Spiel konnte nicht unter %1 gespeichert werden:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Spielaufzeichnungen (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>Das Spiel kann nicht geladen werden</translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation>%1 ist kein Spiel, das Houserules fortsetzen kann:
%2</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Spiel laden</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spiel wiedergeben</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Das Spiel kann nicht wiedergegeben werden</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>&amp;Dieses Spiel wiedergeben</translation>
    </message>
    <message>
        <source>&amp;Restart: the same deal again</source>
        <translation>Neu s&amp;tarten: dieselben Karten noch einmal</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>Spiel&amp;ende…</translation>
    </message>
    <message>
        <source>&amp;Rules editor</source>
        <translation>&amp;Regeleditor</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Neue Hausregel</translation>
    </message>
    <message>
        <source>&amp;Open a variant file…</source>
        <translation>Varianten-Datei ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Cannot edit the rules</source>
        <translation>Regeln können nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>%1 cannot be opened in the rules editor:
%2</source>
        <translation>%1 kann nicht im Regeleditor geöffnet werden:
%2</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Hausregel kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>Open a variant in the rules editor</source>
        <translation>Eine Variante im Regeleditor öffnen</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>Das laufende Spiel %1 ist noch nicht zu Ende (%n Entscheidung gespielt). Speichern, um später weiterzuspielen?</numerusform>
            <numerusform>Das laufende Spiel %1 ist noch nicht zu Ende (%n Entscheidungen gespielt). Speichern, um später weiterzuspielen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>&amp;Geführte erste Runde</translation>
    </message>
    <message>
        <source>Your first game of %1?</source>
        <translation>Dein erstes Spiel %1?</translation>
    </message>
    <message>
        <source>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</source>
        <translation>Die geführte erste Runde zeigt dir am echten Tisch, was du als Nächstes tun kannst und warum, gegen leichte Computerspieler. Du kannst sie jederzeit verlassen und findest sie unter Hilfe wieder.</translation>
    </message>
    <message>
        <source>Play the guided first round</source>
        <translation>Geführte erste Runde spielen</translation>
    </message>
    <message>
        <source>Set up a game</source>
        <translation>Ein Spiel einrichten</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>&amp;Zurück zur Startseite</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (eigene Variante)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regeln:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: leicht</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: schwer</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Spieler %1:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Wer beginnt:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation>Diese Regeln können nicht geladen werden.</translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation>Zwei Spieler heißen %1: Gib allen einen eigenen Namen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Random: a new deal</source>
        <translation>Zufällig: neue Karten</translation>
    </message>
    <message>
        <source>&amp;Deal no.:</source>
        <translation>Spiel&amp;nummer:</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to %1.</source>
        <translation>Die Spielnummer muss eine ganze Zahl von 0 bis %1 sein.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</source>
        <translation>Leer lassen für neue Karten. Mit der Spielnummer eines früheren Spiels (unter dem Spielverlauf angezeigt) bekommst du dieselben Karten noch einmal.</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Name von Spieler %1</translation>
    </message>
</context>
<context>
    <name>NotebookListModel</name>
    <message>
        <source>Comparison</source>
        <extracomment>A run of the notebook: the edited rules against their base.</extracomment>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>A run of the notebook: several house rules, each against the base.</extracomment>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>A run of the notebook: one or two parameters over a range of values.</extracomment>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Simulation</source>
        <extracomment>A run of the notebook: one set of rules played by bots.</extracomment>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>The rules of a run in the notebook: %1 played against their base %2.</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>A column of the notebook&apos;s list: when the run was played.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>A column of the notebook&apos;s list: what kind of run (comparison, sweep…).</extracomment>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>A column of the notebook&apos;s list: how many games the bots played.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>%1 (rerun)</source>
        <extracomment>A run of the notebook that played another run again, e.g. &quot;Comparison (rerun)&quot;.</extracomment>
        <translation>%1 (wiederholt)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The computer players of a run in the notebook: how many, and the bot each seat had.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>A column of the notebook&apos;s list: the seed the run&apos;s games were played from.</extracomment>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>Bots</source>
        <extracomment>A column of the notebook&apos;s list: the computer players, seat by seat.</extracomment>
        <translation>Bots</translation>
    </message>
    <message>
        <source>Title</source>
        <extracomment>A column of the notebook&apos;s list: the title the rules of a run carry (&quot;Gold rush&quot;).</extracomment>
        <translation>Titel</translation>
    </message>
</context>
<context>
    <name>NotebookPage</name>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>How long a game lasts, in decisions.</extracomment>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <source>A is run %1 (%2), B is run %3 (%4).</source>
        <translation>A ist Simulation %1 (%2), B ist Simulation %3 (%4).</translation>
    </message>
    <message>
        <source>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</source>
        <translation>Gepaart: Beide Simulationen spielten dieselben Spiele (Spieler, Bots, Anzahl der Spiele und Startwert), daher wurden beide Regeln mit diesen Startwerten noch einmal gespielt und jedes Spiel wird mit seinem Zwilling verglichen. %1</translation>
    </message>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Ungepaart: Die Simulationen spielten verschiedene Spiele (ihre Spieler, Bots, Anzahl der Spiele oder Startwerte unterscheiden sich), daher wird jede Zahl als zwei unabhängige Stichproben verglichen, A minus B mit ihrem 95-%-Intervall; fett: Sie sticht nach der Holm-Korrektur für %n Vergleich hervor. %1</numerusform>
            <numerusform>Ungepaart: Die Simulationen spielten verschiedene Spiele (ihre Spieler, Bots, Anzahl der Spiele oder Startwerte unterscheiden sich), daher wird jede Zahl als zwei unabhängige Stichproben verglichen, A minus B mit ihrem 95-%-Intervall; fett: Sie sticht nach der Holm-Korrektur für %n Vergleiche hervor. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
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
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Zeitraum:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>Su&amp;chen:</translation>
    </message>
    <message>
        <source>in the rules and the notes</source>
        <translation>in den Regeln und Notizen</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Alle Simulationen</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Heute</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Letzte 7 Tage</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Letzte 30 Tage</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notiz:</translation>
    </message>
    <message>
        <source>Your own words on the chosen run (saved when you press Enter or leave the field)</source>
        <translation>Deine eigenen Worte zur gewählten Simulation (gespeichert, wenn du Enter drückst oder das Feld verlässt)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <source>The chosen run&apos;s results, as the lab showed them</source>
        <translation>Die Ergebnisse der gewählten Simulation, wie das Labor sie zeigte</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergleichen</translation>
    </message>
    <message>
        <source>Two chosen runs of one game, the first minus the second</source>
        <translation>Zwei gewählte Simulationen eines Spiels, die erste minus die zweite</translation>
    </message>
    <message>
        <source>&amp;Rerun</source>
        <translation>Neu s&amp;pielen</translation>
    </message>
    <message>
        <source>Play the chosen run again exactly and check that the result is identical</source>
        <translation>Die gewählte Simulation genau noch einmal spielen und prüfen, dass das Ergebnis gleich ist</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>As &amp;JSON (with the results)…</source>
        <translation>Als &amp;JSON (mit den Ergebnissen)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (the list)…</source>
        <translation>Als &amp;CSV (die Liste)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The notebook: %1</source>
        <translation>Das Notizbuch: %1</translation>
    </message>
    <message>
        <source>There is no notebook: runs are not kept.</source>
        <translation>Es gibt kein Notizbuch: Simulationen werden nicht aufbewahrt.</translation>
    </message>
    <message>
        <source>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</source>
        <translation>Das Notizbuch ist nur lesbar geöffnet: %1 hält es. Seine Simulationen lassen sich öffnen, vergleichen, neu spielen und exportieren, aber nichts Neues wird aufbewahrt, Notizen lassen sich nicht ändern und Simulationen nicht löschen. Schließe das andere Fenster oder Programm und öffne den Editor erneut, um hineinzuschreiben.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</source>
        <translation>Das Notizbuch wurde von einer neueren Version von Houserules geschrieben (seine Version %1, die dieses Programms %2): Es ist nur lesbar geöffnet, und nichts Neues wird aufbewahrt.</translation>
    </message>
    <message>
        <source>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</source>
        <translation>Das Notizbuch konnte nicht gelesen werden (%1). Es wurde als %2 beiseitegelegt, wo es für dich aufbewahrt wird, und ein neues Notizbuch wurde begonnen.</translation>
    </message>
    <message>
        <source>The notebook cannot be opened: %1</source>
        <translation>Das Notizbuch lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>Choose one run to keep a note with it.</source>
        <translation>Wähle eine Simulation, um eine Notiz dazu aufzubewahren.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>Die Notiz wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Notiz gespeichert.</translation>
    </message>
    <message>
        <source>The runs were not deleted: %1</source>
        <translation>Die Simulationen wurden nicht gelöscht: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n Simulation gelöscht.</numerusform>
            <numerusform>%n Simulationen gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Simulationen löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>%n Simulation samt Ergebnissen aus dem Notizbuch löschen? Das lässt sich nicht rückgängig machen.</numerusform>
            <numerusform>%n Simulationen samt Ergebnissen aus dem Notizbuch löschen? Das lässt sich nicht rückgängig machen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs are exported as .json or .csv, not .%1.</source>
        <translation>Simulationen werden als .json oder .csv exportiert, nicht als .%1.</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Export nicht möglich: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n Simulation nach %1 exportiert.</numerusform>
            <numerusform>%n Simulationen nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Simulationen exportieren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>The run cannot be opened: %1</source>
        <translation>Die Simulation lässt sich nicht öffnen: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</source>
        <translation>%1 von %2: %L3 Spiele, %4 Spieler (%5), Startwert %6, gespielt am %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notiz: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Simulation %1</translation>
    </message>
    <message>
        <source>Choose two runs of one game to compare.</source>
        <translation>Wähle zwei Simulationen eines Spiels zum Vergleichen.</translation>
    </message>
    <message>
        <source>The runs cannot be compared: %1</source>
        <translation>Die Simulationen lassen sich nicht vergleichen: %1</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>Der Vergleich wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Verglichen.</translation>
    </message>
    <message>
        <source>Run %1 against run %2</source>
        <translation>Simulation %1 gegen Simulation %2</translation>
    </message>
    <message>
        <source>Playing both rules again on the same %L1 games…</source>
        <translation>Beide Regeln noch einmal auf denselben %L1 Spielen…</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Wird verglichen…</translation>
    </message>
    <message>
        <source>The run cannot be played again: %1</source>
        <translation>Die Simulation lässt sich nicht neu spielen: %1</translation>
    </message>
    <message>
        <source>The rerun was cancelled: nothing was kept.</source>
        <translation>Das Neuspielen wurde abgebrochen: Nichts wurde aufbewahrt.</translation>
    </message>
    <message>
        <source>The rerun was not kept in the notebook: %1</source>
        <translation>Die Wiederholung wurde nicht im Notizbuch aufbewahrt: %1</translation>
    </message>
    <message>
        <source>The rerun is kept in the notebook.</source>
        <translation>Die Wiederholung ist im Notizbuch aufbewahrt.</translation>
    </message>
    <message>
        <source>The rerun is not kept: the notebook is open read-only.</source>
        <translation>Die Wiederholung wird nicht aufbewahrt: Das Notizbuch ist nur lesbar geöffnet.</translation>
    </message>
    <message>
        <source>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</source>
        <translation>Gleich wie die aufbewahrte Simulation %1: Dieselben Regeln, Startwerte und Bots ergaben dieselben Spiele.</translation>
    </message>
    <message>
        <source>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</source>
        <translation>Nicht gleich wie die aufbewahrte Simulation %1: Dieselben Regeln, Startwerte und Bots ergaben andere Spiele (spielt eine andere Version des Programms anders?).</translation>
    </message>
    <message>
        <source>Playing the run again: %L1 games…</source>
        <translation>Die Simulation wird neu gespielt: %L1 Spiele…</translation>
    </message>
    <message>
        <source>As text</source>
        <extracomment>A page of a run opened from the notebook: its numbers as houserules-cli prints them.</extracomment>
        <translation>Als Text</translation>
    </message>
    <message>
        <source>The notebook could not be read whole, so runs are missing from this list: %1</source>
        <translation>Das Notizbuch konnte nicht vollständig gelesen werden, deshalb fehlen in dieser Liste Simulationen: %1</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>So exportierst du die Simulationen, die darin noch lesbar sind: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the game, period and search let through.</extracomment>
        <translation>
            <numerusform>%n Simulation passt</numerusform>
            <numerusform>%n Simulationen passen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the notebook holds.</extracomment>
        <translation>
            <numerusform>%n Simulation</numerusform>
            <numerusform>%n Simulationen</numerusform>
        </translation>
    </message>
    <message>
        <source>The two runs compared</source>
        <translation>Die beiden Simulationen im Vergleich</translation>
    </message>
    <message>
        <source>Runs in the notebook</source>
        <translation>Simulationen im Notizbuch</translation>
    </message>
</context>
<context>
    <name>ParamText</name>
    <message>
        <source>Row</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Zeile hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Zeile entfernen</translation>
    </message>
    <message>
        <source>Add a column…</source>
        <translation>Spalte hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>Spalte entfernen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Keine Karten in %1: Füge welche hinzu oder entferne die Zeile.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1: erwartet %2 bis %3, gefunden: %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Erwartet ein Kartensatz von %1 bis %2 Karten, gefunden: %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Titel fehlt: Gib diesen Regeln einen Titel in mindestens einer Sprache.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
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
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found “%3”.</source>
        <translation>Erwartet eine ganze Zahl von %1 bis %2, gefunden: „%3“.</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>„%1“ ist keine der Möglichkeiten.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>„%1“ ist kein Name: Verwende Kleinbuchstaben, Ziffern, - und _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>„%1“ kommt zweimal vor.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Erwartet eine Spielerzahl von 1 bis 16, gefunden: „%1“.</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>Ein Kartensatz wird in seiner Tabelle bearbeitet.</translation>
    </message>
    <message>
        <source>The fewest players (%1) may not be more than the most (%2).</source>
        <translation>Die wenigsten Spieler (%1) dürfen nicht mehr sein als die meisten (%2).</translation>
    </message>
    <message>
        <source>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</source>
        <extracomment>%1 is a key as an older Houserules wrote it in a file (&quot;businesss&quot;), %2 the key now (&quot;businesses&quot;).</extracomment>
        <translation>„%1“ ist eine alte Schreibweise von „%2“: es wird als „%2“ gelesen, und Speichern schreibt „%2“.</translation>
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
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found %3.</source>
        <extracomment>%3 is what the file holds instead (&quot;12&quot;, or a word).</extracomment>
        <translation>Erwartet eine ganze Zahl von %1 bis %2, gefunden: %3.</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Erwartet %1 bis %2 Einträge, gefunden: %3.</translation>
    </message>
</context>
<context>
    <name>PerPlayersEditor</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Add a player count</source>
        <translation>Spielerzahl hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Values by number of players</source>
        <translation>Werte je Spielerzahl</translation>
    </message>
    <message>
        <source>Remove the chosen player count</source>
        <translation>Gewählte Spielerzahl entfernen</translation>
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
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-Zeichnungen (*.svg)</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Testlabor</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is the title of the edited rules, %2 that of their base.</extracomment>
        <translation>%1 gegenüber %2</translation>
    </message>
    <message>
        <source>No rules chosen yet.</source>
        <translation>Noch keine Regeln gewählt.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>Spi&amp;ele:</translation>
    </message>
    <message>
        <source>Games under each set of rules (each value, in a sweep); the same seeds for both</source>
        <translation>Spiele je Regelwerk (je Wert, bei einer Reihe); dieselben Startwerte für beide</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>The same seed deals and plays the same games again</source>
        <translation>Derselbe Startwert teilt und spielt dieselben Spiele noch einmal</translation>
    </message>
    <message>
        <source>Card &amp;impact</source>
        <translation>Karten&amp;einfluss</translation>
    </message>
    <message>
        <source>Also count who held and who played each card kind (a little slower)</source>
        <translation>Auch zählen, wer jede Kartenart auf der Hand hatte und wer sie spielte (etwas langsamer)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>St&amp;arten</translation>
    </message>
    <message>
        <source>Play every game under the edited rules and under the base rules, with the same seeds</source>
        <translation>Jedes Spiel nach den bearbeiteten Regeln und nach den Grundregeln spielen, mit denselben Startwerten</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>Abbre&amp;chen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Platz %1:</translation>
    </message>
    <message>
        <source>Results as &amp;JSON…</source>
        <translation>Ergebnisse als &amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Ergebnisse als &amp;CSV…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Diagramme als &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as &amp;SVG…</source>
        <translation>Diagramme als &amp;SVG…</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Diagramm als PNG speichern…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Diagramm als SVG speichern…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Card impact</source>
        <translation>Karteneinfluss</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Notable differences</source>
        <translation>Deutliche Unterschiede</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;egeln:</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bearbeitete Regeln</translation>
    </message>
    <message>
        <source>Base rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <source>P&amp;arameter:</source>
        <translation>P&amp;arameter:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Von:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Bis:</translation>
    </message>
    <message>
        <source>Run s&amp;weep</source>
        <translation>Reihe s&amp;tarten</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Zeigen:</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <extracomment>A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.</extracomment>
        <translation>%1 (jetzt %2)</translation>
    </message>
    <message>
        <source>The edited rules and the base rules are of different games.</source>
        <translation>Die bearbeiteten Regeln und die Grundregeln gehören zu verschiedenen Spielen.</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Siegquote je Platz</translation>
    </message>
    <message>
        <source>Mean score per seat</source>
        <translation>Mittlere Punktzahl je Platz</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Spiellänge</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Wird abgebrochen…</translation>
    </message>
    <message>
        <source>A run is going: wait for it or cancel it.</source>
        <translation>Es läuft schon eine Simulation: Warte auf sie oder brich sie ab.</translation>
    </message>
    <message>
        <source>No rules to playtest yet.</source>
        <translation>Noch keine Regeln zum Testen.</translation>
    </message>
    <message>
        <source>Choose the players, a bot for every seat and the number of games.</source>
        <translation>Wähle die Spieler, einen Computerspieler für jeden Platz und die Zahl der Spiele.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Der Startwert muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Playing %L1 games under both rules…</source>
        <translation>%L1 Spiele nach beiden Regeln werden gespielt…</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, from the lower to the higher.</source>
        <translation>Eine Reihe hat 1 bis %1 Werte, vom kleineren zum größeren.</translation>
    </message>
    <message>
        <source>The base rules must come from a file for a sweep.</source>
        <translation>Für eine Reihe müssen die Grundregeln aus einer Datei stammen.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the sweep: %1</source>
        <translation>Es konnte kein temporärer Ordner für die Reihe angelegt werden: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the sweep.</source>
        <translation>Die bearbeiteten Regeln für die Reihe konnten nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3…</source>
        <translation>Reihe über %1 von %2 bis %3…</translation>
    </message>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, noch %2</translation>
    </message>
    <message>
        <source>The games could not start: %1</source>
        <translation>Die Spiele konnten nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Cancelled after %L1 of %L2 games (%3&#xa0;s): the results cover those games.</source>
        <translation>Abgebrochen nach %L1 von %L2 Spielen (%3&#xa0;s): Die Ergebnisse umfassen diese Spiele.</translation>
    </message>
    <message>
        <source>%L1 games under both rules in %2&#xa0;s.</source>
        <translation>%L1 Spiele nach beiden Regeln in %2&#xa0;s.</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1&#xa0;s: the values not reached have no games.</source>
        <translation>Reihe abgebrochen nach %1&#xa0;s: Die nicht erreichten Werte haben keine Spiele.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2&#xa0;s.</source>
        <translation>
            <numerusform>Reihe über %1 mit %n Wert in %2&#xa0;s.</numerusform>
            <numerusform>Reihe über %1 mit %n Werten in %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Kennzahlen des Spiels (alle Plätze)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Verteilung der Punkte (alle Plätze)</translation>
    </message>
    <message>
        <source>Run the games to compare the edited rules with the base rules.</source>
        <translation>Starte die Spiele, um die bearbeiteten Regeln mit den Grundregeln zu vergleichen.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Unterschied</translation>
    </message>
    <message>
        <source>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</source>
        <translation>Bearbeitet minus Grundregeln über dieselben Spiele, ± die halbe Breite des gepaarten 95-%-Intervalls; fett, wo das Intervall null ausschließt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Prozentpunkte</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Mittlere Punktzahl</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Entscheidungen je Spiel</translation>
    </message>
    <message>
        <source>Games without a winner</source>
        <translation>Spiele ohne Gewinner</translation>
    </message>
    <message>
        <source>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</source>
        <translation>Kreuze „Karteneinfluss“ an und starte die Spiele, um je Kartenart zu sehen, wie oft die Spieler gewannen, die sie auf der Hand hatten oder spielten.</translation>
    </message>
    <message>
        <source>These games were played without card impact: tick “Card impact” and run them again.</source>
        <translation>Diese Spiele wurden ohne Karteneinfluss gespielt: Kreuze „Karteneinfluss“ an und starte sie noch einmal.</translation>
    </message>
    <message>
        <source>These games had different bots in different seats: the pooled win rates mix them.</source>
        <translation>In diesen Spielen saßen verschiedene Computerspieler auf verschiedenen Plätzen: Die zusammengefassten Siegquoten vermischen sie.</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then run the sweep.</source>
        <translation>Wähle einen Parameter und einen Bereich und starte dann die Reihe.</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</source>
        <translation>Am ausgeglichensten: %1 = %2. Dort gewinnt Platz %3 am häufigsten und Platz %4 am seltensten, %5 Prozentpunkte auseinander (95-%-Intervall %6 bis %7).</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: %3</source>
        <translation>%1 = %2 wurde nicht gespielt: %3</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: the sweep was cancelled first.</source>
        <translation>%1 = %2 wurde nicht gespielt: Die Reihe wurde vorher abgebrochen.</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Es gibt noch keine Ergebnisse zum Exportieren.</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-Dateien (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Diagramme exportieren</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Ergebnisse exportieren</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>Your changes against %1</source>
        <extracomment>Rules being edited that still carry their base&apos;s title, %1.</extracomment>
        <translation>Deine Änderungen gegenüber %1</translation>
    </message>
    <message>
        <source>estimating…</source>
        <extracomment>While a run has not yet played enough games to tell its speed.</extracomment>
        <translation>wird geschätzt…</translation>
    </message>
    <message>
        <source>%1 games/s</source>
        <translation>%1 Spiele/s</translation>
    </message>
    <message>
        <source>The rules changed, so the run was stopped: run it again for the new rules.</source>
        <translation>Die Regeln haben sich geändert, daher wurde die Simulation angehalten: Starte sie für die neuen Regeln erneut.</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <extracomment>A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.</extracomment>
        <translation>%1 (%2 Spieler)</translation>
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
        <translation>%1 (%2: alle)</translation>
    </message>
    <message>
        <source>Every other value is less balanced by more than the uncertainty of the difference.</source>
        <translation>Jeder andere Wert ist um mehr als die Unsicherheit des Unterschieds weniger ausgeglichen.</translation>
    </message>
    <message>
        <source>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</source>
        <translation>Bei dieser Zahl von Spielen fällt kein Wert auf: %1 = %2 sind vom ausgeglichensten, %3, nicht zu unterscheiden (Plätze %4 Prozentpunkte auseinander, 95-%-Intervall %5 bis %6).</translation>
    </message>
    <message>
        <source>About %L1 games per value would tell the best two apart, if their difference is what these games show.</source>
        <translation>Etwa %L1 Spiele je Wert würden die besten zwei unterscheiden, wenn ihr Unterschied so ist, wie diese Spiele zeigen.</translation>
    </message>
    <message>
        <source>The best two are exactly as balanced in these games: no number of games would tell them apart.</source>
        <translation>Die besten zwei sind in diesen Spielen genau gleich ausgeglichen: Keine Zahl von Spielen würde sie unterscheiden.</translation>
    </message>
    <message>
        <source>not played</source>
        <extracomment>A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).</extracomment>
        <translation>nicht gespielt</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>A heatmap cell: %1 the value, %2 half its 95% interval.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4, %L5 games)</source>
        <translation>%1: %2 (95-%-Intervall %3 bis %4, %L5 Spiele)</translation>
    </message>
    <message>
        <source>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</source>
        <translation>Ein Raster aus %1 × %2 = %3 Feldern ist zu groß: Eine Reihe über zwei Parameter hat höchstens %4 Felder.</translation>
    </message>
    <message>
        <source>Choose two different parameters for a sweep of two.</source>
        <translation>Wählen Sie für eine Reihe über zwei Parameter zwei verschiedene.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</source>
        <translation>Reihe über %1 von %2 bis %3 und %4 von %5 bis %6…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3&#xa0;s.</source>
        <translation>
            <numerusform>Reihe über %1 und %2 mit %n Feld in %3&#xa0;s.</numerusform>
            <numerusform>Reihe über %1 und %2 mit %n Feldern in %3&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The second parameter of a sweep: none, a sweep of one parameter.</extracomment>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Win rate of seat %1</source>
        <translation>Siegquote von Platz %1</translation>
    </message>
    <message>
        <source>Mean score of seat %1</source>
        <translation>Mittlere Punktzahl von Platz %1</translation>
    </message>
    <message>
        <source>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</source>
        <translation>Am ausgeglichensten: %1. Dort gewinnt Platz %2 am häufigsten und Platz %3 am seltensten, %4 Prozentpunkte auseinander (95-%-Intervall %5 bis %6).</translation>
    </message>
    <message>
        <source>Every other cell is less balanced by more than the uncertainty of the difference.</source>
        <translation>Jedes andere Feld ist um mehr als die Unsicherheit des Unterschieds weniger ausgeglichen.</translation>
    </message>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>Bei dieser Zahl von Spielen fällt kein Feld auf: %n umrandetes Feld ist vom ausgeglichensten, %1, nicht zu unterscheiden (Plätze %2 Prozentpunkte auseinander, 95-%-Intervall %3 bis %4).</numerusform>
            <numerusform>Bei dieser Zahl von Spielen fällt kein Feld auf: %n umrandete Felder sind vom ausgeglichensten, %1, nicht zu unterscheiden (Plätze %2 Prozentpunkte auseinander, 95-%-Intervall %3 bis %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</source>
        <translation>Etwa %L1 Spiele je Feld würden die besten zwei unterscheiden, wenn ihr Unterschied so ist, wie diese Spiele zeigen.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell, standing out from the others.</source>
        <translation>Umrandet: das ausgeglichenste Feld, das sich von den anderen abhebt.</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell and those that cannot be told apart from it.</source>
        <translation>Umrandet: das ausgeglichenste Feld und die Felder, die davon nicht zu unterscheiden sind.</translation>
    </message>
    <message>
        <source>Win rate of seat %1 (%)</source>
        <translation>Siegquote von Platz %1 (%)</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <extracomment>The heatmap&apos;s title: %1 the figure shown, %2 and %3 the two swept parameters.</extracomment>
        <translation>%1 nach %2 und %3</translation>
    </message>
    <message>
        <source>%1 was not played: %2</source>
        <extracomment>%1 names a cell of a grid (&quot;Cards in hand = 3, Dynamite = 2&quot;), %2 why it was not played.</extracomment>
        <translation>%1 wurde nicht gespielt: %2</translation>
    </message>
    <message>
        <source>%1 was not played: the sweep was cancelled first.</source>
        <translation>%1 wurde nicht gespielt: Die Reihe wurde vorher abgebrochen.</translation>
    </message>
    <message>
        <source>a&amp;nd:</source>
        <extracomment>Before the second parameter of a sweep: &quot;Parameter: Cards in hand … and: Dynamite …&quot;.</extracomment>
        <translation>&amp;und:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>V&amp;on:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>B&amp;is:</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>The lab&apos;s page that plays several house rules against the base rules at once.</extracomment>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>Tick from 1 to %1 house rules to play beside the edited rules.</source>
        <translation>Kreuze 1 bis %1 Hausregeln an, die neben den bearbeiteten Regeln gespielt werden.</translation>
    </message>
    <message>
        <source>Playing %L1 games under each of %2 rules…</source>
        <translation>%L1 Spiele nach jeder von %2 Regeln werden gespielt…</translation>
    </message>
    <message>
        <source>%L1 games under each of %2 rules in %3&#xa0;s.</source>
        <translation>%L1 Spiele nach jeder von %2 Regeln in %3&#xa0;s.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <source>This game has no other house rules to compare with.</source>
        <translation>Für dieses Spiel gibt es keine weiteren Hausregeln zum Vergleichen.</translation>
    </message>
    <message>
        <source>At most %1 house rules besides the base in one run.</source>
        <translation>Höchstens %1 Hausregeln neben den Grundregeln in einem Durchlauf.</translation>
    </message>
    <message>
        <source>Tick at least one more house rule.</source>
        <translation>Kreuze mindestens eine weitere Hausregel an.</translation>
    </message>
    <message>
        <source>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</source>
        <translation>Kreuze Hausregeln an und spiele sie: Jede wird wie die bearbeiteten Regeln gegen die Grundregeln mit denselben Startwerten gespielt.</translation>
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
Unterschied zu den Grundregeln: %2</translation>
    </message>
    <message>
        <source>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</source>
        <translation>Hausregeln, die neben den bearbeiteten Regeln gespielt werden, jede gegen die Grundregeln mit denselben Startwerten:</translation>
    </message>
    <message>
        <source>Run side by side</source>
        <translation>Nebeneinander spielen</translation>
    </message>
    <message>
        <source>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</source>
        <translation>Die Spiele nach beiden Regeln noch einmal spielen, mit dem heuristischen Bot auf Platz 1 und zufälligen Bots auf den anderen Plätzen: wie viel öfter der stärkere Spieler gewinnt (das Könnensgefälle, auf der Seite Kennzahlen)</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Ausgewogenheit der Plätze</translation>
    </message>
    <message>
        <source>First player advantage</source>
        <translation>Vorteil des Startspielers</translation>
    </message>
    <message>
        <source>Turn order balance</source>
        <translation>Ausgewogenheit der Zugreihenfolge</translation>
    </message>
    <message>
        <source>Duration in decisions</source>
        <translation>Dauer in Entscheidungen</translation>
    </message>
    <message>
        <source>Duration in turns</source>
        <translation>Dauer in Zügen</translation>
    </message>
    <message>
        <source>Duration in rounds</source>
        <translation>Dauer in Runden</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <translation>Führungswechsel je Spiel</translation>
    </message>
    <message>
        <source>Drama: winner was behind</source>
        <extracomment>A measure of a good game: how often the eventual winner was behind.</extracomment>
        <translation>Spannung: Gewinner lag zurück</translation>
    </message>
    <message>
        <source>Drama: by how much</source>
        <translation>Spannung: wie weit zurück</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>A measure of a good game: how far into the game the winner took the lead for good.</extracomment>
        <translation>Entschiedenheit</translation>
    </message>
    <message>
        <source>How much more often the first player wins than the fair share</source>
        <translation>Wie viel öfter der Startspieler gewinnt als sein gerechter Anteil</translation>
    </message>
    <message>
        <source>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</source>
        <translation>Wie lange Spiele dauern und wie sehr das schwankt: der Mittelwert, die Standardabweichung (sd) und der Bereich der mittleren 80 % der Spiele (10 % sind kürzer, 10 % länger)</translation>
    </message>
    <message>
        <source>How often per game a player takes the sole lead of the public running score from another</source>
        <translation>Wie oft je Spiel ein Spieler die alleinige Führung im offenen Zwischenstand von einem anderen übernimmt</translation>
    </message>
    <message>
        <source>How often the eventual winner was behind in the running score at some point</source>
        <translation>Wie oft der spätere Gewinner irgendwann im Zwischenstand zurücklag</translation>
    </message>
    <message>
        <source>In the games whose winner was behind: by how many points at most, on average</source>
        <translation>In den Spielen, in denen der Gewinner zurücklag: um wie viele Punkte höchstens, im Mittel</translation>
    </message>
    <message>
        <source>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</source>
        <translation>Wie weit im Spiel der spätere Gewinner die Führung übernahm, die er nicht mehr abgab (0 %: führte von Anfang an)</translation>
    </message>
    <message>
        <source>This game counts no turns.</source>
        <translation>Dieses Spiel zählt keine Züge.</translation>
    </message>
    <message>
        <source>This game counts no rounds.</source>
        <translation>Dieses Spiel zählt keine Runden.</translation>
    </message>
    <message>
        <source>This game keeps no public running score.</source>
        <translation>Dieses Spiel führt keinen offenen Zwischenstand.</translation>
    </message>
    <message>
        <source>Needs at least two seats.</source>
        <translation>Braucht mindestens zwei Plätze.</translation>
    </message>
    <message>
        <source>No paired difference: the games whose winner was behind differ between the rules.</source>
        <translation>Kein gepaarter Unterschied: Die Spiele, in denen der Gewinner zurücklag, sind nach beiden Regeln verschieden.</translation>
    </message>
    <message>
        <source>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</source>
        <translation>Kein gepaarter Unterschied: Ein Abstand ist der größte mehrerer Unterschiede und fällt daher etwas hoch aus. Vergleiche stattdessen die Werte beider Regeln.</translation>
    </message>
    <message>
        <source>%1 (sd %2; %3–%4)</source>
        <extracomment>A mean duration, its standard deviation and the range of the middle 80% of games, e.g. &quot;52.3 (sd 8.1; 42–63)&quot;.</extracomment>
        <translation>%1 (sd %2; %3–%4)</translation>
    </message>
    <message>
        <source>Skill gradient: hard vs normal</source>
        <extracomment>The skill gradient of the search bot against heuristic bots.</extracomment>
        <translation>Könnensgefälle: schwer gegen normal</translation>
    </message>
    <message>
        <source>Skill gradient: normal vs random</source>
        <extracomment>The skill gradient of the heuristic bot against random bots.</extracomment>
        <translation>Könnensgefälle: normal gegen zufällig</translation>
    </message>
    <message>
        <source>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</source>
        <translation>Wie viel öfter ein stärkerer Bot auf Platz 1 (%1) gewinnt als der Mittelwert der schwächeren (%2) auf den anderen Plätzen, über %L3 Spiele: mehr Können oder mehr Glück?</translation>
    </message>
    <message>
        <source>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</source>
        <translation>Starte einen Vergleich: Die Kennzahlen eines guten Spiels für beide Regeln erscheinen hier, jede mit ihrem 95-%-Intervall.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n Unterschied zu den Grundregeln getestet, %1 mit einem Intervall, das null ausschließt (fett). Selbst wenn die bearbeiteten Regeln nichts änderten, würden etwa %2 allein durch Zufall null ausschließen.</numerusform>
            <numerusform>%n Unterschiede zu den Grundregeln getestet, %1 mit einem Intervall, das null ausschließt (fett). Selbst wenn die bearbeiteten Regeln nichts änderten, würden etwa %2 allein durch Zufall null ausschließen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</source>
        <translation>Kreuze „Auch Können messen“ an und starte erneut für das Könnensgefälle.</translation>
    </message>
    <message>
        <source>Measures</source>
        <extracomment>The lab&apos;s page of the measures of a good game (balance, duration, drama, skill).</extracomment>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Also measure skill, under both rules:</source>
        <extracomment>Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).</extracomment>
        <translation>Auch Können messen, nach beiden Regeln:</translation>
    </message>
    <message>
        <source>Normal vs random</source>
        <extracomment>A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).</extracomment>
        <translation>Normal gegen zufällig</translation>
    </message>
    <message>
        <source>Hard vs normal (slow)</source>
        <extracomment>A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).</extracomment>
        <translation>Schwer gegen normal (langsam)</translation>
    </message>
    <message>
        <source>Cancelled while measuring skill (%3&#xa0;s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</source>
        <translation>Beim Messen des Könnens abgebrochen (%3 s): Der Vergleich ist vollständig, das Könnensgefälle umfasst %L1 von %L2 Spielen.</translation>
    </message>
    <message>
        <source>%1 at %2% of the game: %3 (%4)</source>
        <translation>%1 bei %2 % des Spiels: %3 (%4)</translation>
    </message>
    <message>
        <source>Leader&apos;s margin</source>
        <translation>Vorsprung des Führenden</translation>
    </message>
    <message>
        <source>Leader&apos;s score</source>
        <translation>Punkte des Führenden</translation>
    </message>
    <message>
        <source>Total of all scores</source>
        <translation>Summe aller Punkte</translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Noch zu ziehende Karten</translation>
    </message>
    <message>
        <source>Over the course of a game</source>
        <translation>Im Lauf eines Spiels</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Kennzahl:</translation>
    </message>
    <message>
        <source>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</source>
        <translation>Was das Diagramm durch das Spiel verfolgt: die höchste Punktzahl minus die zweithöchste, die höchste Punktzahl, alle Punkte zusammen oder die noch zu ziehenden Karten</translation>
    </message>
    <message>
        <source>Over the course of a game: %1</source>
        <translation>Im Lauf eines Spiels: %1</translation>
    </message>
    <message>
        <source>Game played (%)</source>
        <translation>Spiel gespielt (%)</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it is open read-only.</source>
        <translation>Nicht im Notizbuch aufbewahrt: Es ist nur lesbar geöffnet.</translation>
    </message>
    <message>
        <source>Not kept in the notebook: %1</source>
        <translation>Nicht im Notizbuch aufbewahrt: %1</translation>
    </message>
    <message>
        <source>Kept in the notebook.</source>
        <translation>Im Notizbuch aufbewahrt.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range a rule may take in a search: from one value to another.
----------
The counts of a card across many suits, from the least to the most (&quot;0 to 3&quot;).</extracomment>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it cannot be opened (%1).</source>
        <translation>Nicht im Notizbuch aufbewahrt: Es lässt sich nicht öffnen (%1).</translation>
    </message>
    <message>
        <source>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</source>
        <translation>Wie weit die Siegquoten der Plätze auseinanderliegen, so wie sie sitzen: die Siegquote des besten Platzes minus die des schlechtesten. Das Intervall berücksichtigt, dass diese beiden Plätze aus denselben Spielen gewählt wurden, und schließt null nur aus, wenn der Test auf gleiche Plätze einen Unterschied findet.</translation>
    </message>
    <message>
        <source>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</source>
        <translation>Wie weit die Siegquoten nach Stelle in der Zugreihenfolge auseinanderliegen: die der besten Stelle minus die der schlechtesten. Das Intervall berücksichtigt, dass diese beiden Stellen aus denselben Spielen gewählt wurden.</translation>
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
        <translation>Die Siegquoten der Plätze unterscheiden sich mehr, als der Zufall erklärt (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the seats&apos; win rates apart (%1).</source>
        <translation>Diese Spiele können die Siegquoten der Plätze nicht auseinanderhalten (%1).</translation>
    </message>
    <message>
        <source>The places&apos; win rates differ beyond chance (%1).</source>
        <translation>Die Siegquoten der Stellen in der Zugreihenfolge unterscheiden sich mehr, als der Zufall erklärt (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the places&apos; win rates apart (%1).</source>
        <translation>Diese Spiele können die Siegquoten der Stellen in der Zugreihenfolge nicht auseinanderhalten (%1).</translation>
    </message>
    <message>
        <source>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</source>
        <translation>Ausgewogenheit der Plätze: Bei keiner dieser Regeln unterscheiden sich die Siegquoten der Plätze mehr, als der Zufall erklärt (ein Test auf gleiche Plätze auf dem 5-%-Niveau).</translation>
    </message>
    <message>
        <source>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</source>
        <translation>Ausgewogenheit der Plätze: Bei %1 unterscheiden sich die Siegquoten der Plätze mehr, als der Zufall erklärt (ein Test auf gleiche Plätze auf dem 5-%-Niveau).</translation>
    </message>
    <message>
        <source>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</source>
        <translation>Das Intervall jedes Abstands berücksichtigt, dass seine beiden Plätze aus denselben Spielen gewählt wurden: Wo es null ausschließt, unterscheiden sich die Plätze mehr, als der Zufall erklärt.</translation>
    </message>
    <message>
        <source>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</source>
        <translation>Keine: Kein Unterschied fällt auf, diese Spiele können die Regeln also nicht unterscheiden. Mehr Spiele machen die Intervalle schmaler.</translation>
    </message>
    <message numerus="yes">
        <source>Notable: a difference that stands out after Holm&apos;s correction over all the %n difference(s) tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</source>
        <extracomment>Below the notable differences of a comparison.</extracomment>
        <translation>
            <numerusform>Deutlich: ein Unterschied, der auch nach der Holm-Korrektur über den %n hier getesteten Unterschied auffällt; selbst wenn die Regeln nichts änderten, wird mit 5 % Wahrscheinlichkeit einer aufgeführt.</numerusform>
            <numerusform>Deutlich: ein Unterschied, der auch nach der Holm-Korrektur über alle %n hier getesteten Unterschiede auffällt; selbst wenn die Regeln nichts änderten, wird mit 5 % Wahrscheinlichkeit einer aufgeführt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</source>
        <translation>
            <numerusform>%n Unterschied zu den Grundregeln getestet; %1 fallen nach der Holm-Korrektur auf (fett), sodass selbst dann, wenn keine Hausregel etwas änderte, mit 5 % Wahrscheinlichkeit einer markiert wird.</numerusform>
            <numerusform>%n Unterschiede zu den Grundregeln getestet; %1 fallen nach der Holm-Korrektur über alle auf (fett), sodass selbst dann, wenn keine Hausregel etwas änderte, mit 5 % Wahrscheinlichkeit einer markiert wird.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</source>
        <translation>Der Such-Bot auf Platz 1 gegen heuristische Bots, nach beiden Regeln: so viele Spiele, wie ein Gefälle innerhalb von ±3 Prozentpunkten braucht (%L1 bei vier Spielern), langsam, da er über jeden Zug nachdenkt. Beim Start misst das Labor einige davon und sagt, wie lange der Rest dauert; über %2 Minuten spielt es sie nicht und sagt, dass es sich nicht sagen lässt.</translation>
    </message>
    <message>
        <source>Cannot tell (±%1)</source>
        <extracomment>A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. &quot;8.4&quot;.</extracomment>
        <translation>Nicht zu sagen (±%1)</translation>
    </message>
    <message>
        <source>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</source>
        <translation>Sein 95-%-Intervall ist ±%1 Prozentpunkte breit, mehr als ±3: Diese %L2 Spiele können nicht sagen, wie viel Können nach diesen Regeln zählt. Etwa %L3 Spiele könnten es.</translation>
    </message>
    <message>
        <source>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 45 minutes&quot;; %3: the lab&apos;s limit in minutes.</extracomment>
        <translation>Ein Gefälle innerhalb von ±3 Prozentpunkten braucht %L1 Spiele nach beiden Regeln, %2 auf diesem Computer: länger als die Grenze des Labors von %3 Minuten, deshalb wurde es nicht gespielt. Die Kommandozeile (houserules-cli simulate --skill hard) kennt diese Grenze nicht.</translation>
    </message>
    <message>
        <source>Cannot tell</source>
        <translation>Nicht zu sagen</translation>
    </message>
    <message>
        <source>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</source>
        <translation>Jedes Spiel wird nach beiden Regeln mit demselben Startwert gespielt, sodass sich das meiste Kartenglück aufhebt. Ein Unterschied ist bearbeitet minus Grundregeln; ± ist die halbe Breite seines 95-%-Intervalls. Ein Unterschied innerhalb seines ± kann Zufall sein, und von vielen Unterschieden schließen einige zufällig null aus: Nur Unterschiede, die nach der Holm-Korrektur über alle auffallen, bekommen einen Satz.</translation>
    </message>
    <message>
        <source>Candidates tried</source>
        <translation>Ausprobierte Kandidaten</translation>
    </message>
    <message>
        <source>Still in the race</source>
        <translation>Noch im Rennen</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <source>Breaks a requirement</source>
        <translation>Verfehlt eine Bedingung</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Bisher am besten</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidat</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n Unterschied zwischen %1 und %2 getestet, %3 mit einem Intervall, das null ausschließt (fett). Selbst wenn sich beide Regeln gleich spielten, würden etwa %4 allein durch Zufall null ausschließen.</numerusform>
            <numerusform>%n Unterschiede zwischen %1 und %2 getestet, %3 mit einem Intervall, das null ausschließt (fett). Selbst wenn sich beide Regeln gleich spielten, würden etwa %4 allein durch Zufall null ausschließen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands out from the mean of the grid, %1.</source>
        <translation>Hebt sich vom Mittelwert des Rasters, %1, ab.</translation>
    </message>
    <message>
        <source>≈ Cannot be told apart from the mean of the grid, %1.</source>
        <translation>≈ Nicht vom Mittelwert des Rasters, %1, zu unterscheiden.</translation>
    </message>
    <message>
        <source>mean %1</source>
        <extracomment>Beside the middle of the heatmap&apos;s colour scale: %1 is the mean of the grid&apos;s cells.</extracomment>
        <translation>Mittelwert %1</translation>
    </message>
    <message>
        <source>No cell stands out from the mean: every difference is within the noise.</source>
        <translation>Kein Feld hebt sich vom Mittelwert ab: Jeder Unterschied liegt im Rauschen.</translation>
    </message>
    <message>
        <source>Cannot be told apart from the mean at this number of games.</source>
        <translation>Bei dieser Zahl von Spielen nicht vom Mittelwert zu unterscheiden.</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</source>
        <translation>Eine Reihe hat 1 bis %1 Werte, geschrieben als 2..6 oder 2,3,5, bei einer Liste als [1..6], [1..8]; nicht „%2“.</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>The unit of a target on a difference of win rates.
----------
The unit of a difference between win rates, in percentage points.</extracomment>
        <translation>Prozentpunkte</translation>
    </message>
    <message>
        <source>per game</source>
        <extracomment>The unit of a target on a game&apos;s figure counted per game.</extracomment>
        <translation>je Spiel</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>Entscheidungen</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>Züge</translation>
    </message>
    <message>
        <source>rounds</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Add at least one rule that may change.</source>
        <translation>Füge mindestens eine Regel hinzu, die sich ändern darf.</translation>
    </message>
    <message>
        <source>Add at least one target.</source>
        <translation>Füge mindestens ein Ziel hinzu.</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <extracomment>A target: %1 a number, %2 its unit (&quot;at most 30 %&quot;).</extracomment>
        <translation>höchstens %1 %2</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>mindestens %1 %2</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A target: between two numbers, %3 their unit (&quot;40 to 60 decisions&quot;).</extracomment>
        <translation>%1 bis %2 %3</translation>
    </message>
    <message>
        <source>required</source>
        <extracomment>A target every proposal must meet.</extracomment>
        <translation>Bedingung</translation>
    </message>
    <message>
        <source>goal, weight %1</source>
        <translation>Ziel, Gewicht %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>A figure with its 95% interval: &quot;1.2 (−0.4 to 2.8)&quot;.</extracomment>
        <translation>%1 (%2 bis %3)</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies within the target.</extracomment>
        <translation>erreicht</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies outside the target.</extracomment>
        <translation>verfehlt</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <extracomment>A target against a proposal&apos;s figure: its 95% interval reaches both inside and outside the target.</extracomment>
        <translation>nicht zu sagen</translation>
    </message>
    <message>
        <source>Choose what may change and what the game should look like, then start the search.</source>
        <translation>Wähle, was sich ändern darf und wie das Spiel aussehen soll, und starte dann die Suche.</translation>
    </message>
    <message>
        <source>Playing the best again on fresh games, with the edited rules alongside…</source>
        <translation>Die besten werden auf neuen Spielen noch einmal gespielt, neben den bearbeiteten Regeln…</translation>
    </message>
    <message>
        <source>Round %1 of at most %2: %3 of %4 candidates played</source>
        <extracomment>While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.</extracomment>
        <translation>Durchgang %1 von höchstens %2: %3 von %4 Kandidaten gespielt</translation>
    </message>
    <message>
        <source>Measuring how fast this machine plays…</source>
        <translation>Messen, wie schnell dieser Rechner spielt…</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · noch etwa %2</translation>
    </message>
    <message>
        <source>Best so far: none yet.</source>
        <translation>Bisher am besten: noch keiner.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A figure of the best so far: &quot;First player advantage 1.2 (−0.4 to 2.8) points&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Best so far: %1, on %L2 games: %3</source>
        <extracomment>%1 the rules&apos; values, %2 the games it played, %3 its figures.</extracomment>
        <translation>Bisher am besten: %1, in %L2 Spielen: %3</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Im Editor öffnen</translation>
    </message>
    <message>
        <source>A new house rule with these values, not yet saved</source>
        <translation>Eine neue Hausregel mit diesen Werten, noch nicht gespeichert</translation>
    </message>
    <message>
        <source>The edited rules</source>
        <translation>Die bearbeiteten Regeln</translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 Spiele in der Suche über %n Kandidaten, %L2 von den Regeln abgelehnt und nie gespielt.</numerusform>
            <numerusform>%L1 Spiele in der Suche über %n Kandidaten, %L2 von den Regeln abgelehnt und nie gespielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</source>
        <translation>Die Vorschläge wurden auf je %L1 neuen Spielen noch einmal gespielt, jedes Spiel auch nach den bearbeiteten Regeln: jede Zahl mit ihrem 95-%-Intervall allein auf diesen Spielen. Erreicht: das ganze Intervall liegt im Ziel; nicht zu sagen: es reicht hinein und hinaus.</translation>
    </message>
    <message>
        <source>Cancelled: the best so far, on the search&apos;s games only.</source>
        <translation>Abgebrochen: die bisher besten, nur auf den Spielen der Suche.</translation>
    </message>
    <message>
        <source>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</source>
        <translation>Das Zeitbudget ergab auf diesem Rechner %L1 Spiele: suche noch einmal mit so vielen Spielen, um dieselben Vorschläge zu erhalten.</translation>
    </message>
    <message>
        <source>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</source>
        <translation>Sag, welche Regeln sich ändern dürfen und wie das Spiel aussehen soll: Die Suche probiert Regeln innerhalb der Bereiche auf denselben Spielen, lässt deutlich schlechtere fallen und spielt die besten noch einmal auf neuen Spielen. Sie beginnt bei den bearbeiteten Regeln, mit den Spielern, Bots und dem Startwert links.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules that may change&lt;/b&gt;</source>
        <translation>&lt;b&gt;Regeln, die sich ändern dürfen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Von</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>b&amp;is</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Regel hinzufügen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the game should look like&lt;/b&gt;</source>
        <translation>&lt;b&gt;Wie das Spiel aussehen soll&lt;/b&gt;</translation>
    </message>
    <message>
        <source>between</source>
        <extracomment>How a target is given: between two values.</extracomment>
        <translation>zwischen</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>höchstens</translation>
    </message>
    <message>
        <source>about</source>
        <extracomment>How a target is given: a value give or take a tolerance.</extracomment>
        <translation>etwa</translation>
    </message>
    <message>
        <source>a goal</source>
        <extracomment>A target the search weighs against the others.</extracomment>
        <translation>ein Ziel</translation>
    </message>
    <message>
        <source>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</source>
        <translation>Ein Ziel zählt mit seinem Gewicht; eine Regel, die eine Bedingung verfehlt, kommt nach jeder Regel, die alle erfüllt</translation>
    </message>
    <message>
        <source>&amp;weight</source>
        <translation>&amp;Gewicht</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Ziel hinzufügen</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Gewünscht</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>Minuten</translation>
    </message>
    <message>
        <source>Games give the same search on every computer; minutes play as many games as this one manages in that time</source>
        <translation>Mit Spielen ist die Suche auf jedem Rechner dieselbe; mit Minuten spielt dieser Rechner so viele Spiele, wie er in der Zeit schafft</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <extracomment>Starts the search for a rule.</extracomment>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>Stop the search and keep the best so far</source>
        <translation>Die Suche anhalten und die bisher besten behalten</translation>
    </message>
    <message>
        <source>Find a rule</source>
        <extracomment>The lab&apos;s page that searches for the house rule that makes the game look as the designer wants.</extracomment>
        <translation>Regel finden</translation>
    </message>
    <message>
        <source>Search cancelled after %L1 games (%2&#xa0;s): the best so far, on the search&apos;s games only.</source>
        <translation>Suche nach %L1 Spielen abgebrochen (%2 s): die bisher besten, nur auf den Spielen der Suche.</translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2&#xa0;s: %n proposal(s).</source>
        <translation>
            <numerusform>Suche mit %L1 Spielen in %2 s: %n Vorschlag.</numerusform>
            <numerusform>Suche mit %L1 Spielen in %2 s: %n Vorschläge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>Regel wird %n Minute lang gesucht…</numerusform>
            <numerusform>Regel wird %n Minuten lang gesucht…</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching for a rule in %L1 games…</source>
        <translation>Regel wird in %L1 Spielen gesucht…</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.</extracomment>
        <translation>%1, mit %2</translation>
    </message>
    <message>
        <source>Distance from the targets</source>
        <translation>Abstand zu den Zielen</translation>
    </message>
    <message>
        <source>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</source>
        <translation>Jeder Punkt ist eine ausprobierte Regel: wie weit ihre Zahlen auf den gespielten Spielen von den Zielen entfernt liegen (0: alle Ziele erreicht). Eine Regel, die eine Bedingung verfehlt, steht oben am Rand.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n candidate(s) in %1.</source>
        <translation>
            <numerusform>%n Kandidat in %1 durchsucht.</numerusform>
            <numerusform>%n Kandidaten in %1 durchsucht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Durchgang</numerusform>
            <numerusform>%n Durchgängen</numerusform>
        </translation>
    </message>
    <message>
        <source>per player and game</source>
        <translation>je Person und Spiel</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2…</source>
        <extracomment>A sweep over values as written: %1 the parameter, %2 its values (&quot;[1..6], [1..8]&quot;).</extracomment>
        <translation>Reihe über %1 mit %2…</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2 and %3 over %4…</source>
        <translation>Reihe über %1 mit %2 und %3 mit %4…</translation>
    </message>
    <message>
        <source>Card values</source>
        <extracomment>The numbered cards of a deck, swept as a list of their values.</extracomment>
        <translation>Kartenwerte</translation>
    </message>
    <message>
        <source>for example %1, %2</source>
        <extracomment>An example of a list parameter&apos;s candidates in a search, as a placeholder: two lists.
----------
An example of a list parameter&apos;s values in a sweep, as a placeholder: two lists.</extracomment>
        <translation>zum Beispiel %1, %2</translation>
    </message>
    <message>
        <source>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</source>
        <translation>Kein Feld hebt sich ab: Bei dieser Zahl von Spielen liegt jedes Feld im Rauschen um den Mittelwert des Rasters, %1, darum ist jedes Feld grau (≈).</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n Feld hebt sich vom Mittelwert des Rasters, %1, ab und ist nach dem Abstand gefärbt; die grauen (≈) sind davon nicht zu unterscheiden.</numerusform>
            <numerusform>%n Felder heben sich vom Mittelwert des Rasters, %1, ab und sind nach dem Abstand gefärbt; die grauen (≈) sind davon nicht zu unterscheiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in every seat</source>
        <translation>%1 auf jedem Platz</translation>
    </message>
    <message>
        <source>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</source>
        <translation>Kein Feld hebt sich vom Mittelwert des Rasters, %1, ab: Jeder Unterschied liegt im Rauschen.</translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>Gefärbt: das %n Feld, das sich vom Mittelwert des Rasters, %1, abhebt; grau (≈): die übrigen.</numerusform>
            <numerusform>Gefärbt: die %n Felder, die sich vom Mittelwert des Rasters, %1, abheben; grau (≈): die übrigen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intervals are 95%.</source>
        <translation>Die Intervalle sind 95-%-Intervalle.</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <extracomment>Before a list parameter&apos;s values in a sweep, each a whole list: &quot;[1..6], [1..8]&quot;.</extracomment>
        <translation>&amp;Werte:</translation>
    </message>
    <message>
        <source>Val&amp;ues:</source>
        <translation>W&amp;erte:</translation>
    </message>
    <message>
        <source>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</source>
        <translation>Eine Liste je Wert der Reihe, wie auf der Kommandozeile: zum Beispiel [1..10], [1..8], [0,2,4,6,8].</translation>
    </message>
    <message>
        <source>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</source>
        <translation>Eine Reihe spielt die bearbeiteten Regeln mit einem Parameter nacheinander auf jedem Wert, jeden Wert mit denselben Startwerten. Das Band um eine Linie ist ihr 95-%-Intervall. Am ausgeglichensten ist der Wert, bei dem der Platz, der am häufigsten gewinnt, und der, der am seltensten gewinnt, am nächsten beieinander liegen; markiert wird er nur, wenn er sich um mehr als die Unsicherheit von den anderen abhebt. Ein Raster aus zwei Parametern färbt nur die Felder, die sich von seinem Mittelwert abheben; die übrigen sind grau.</translation>
    </message>
    <message>
        <source>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 Spiele je Feld mit denselben Startwerten, Startwert %3; Computerspieler: %4.</translation>
    </message>
    <message>
        <source>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 Spiele je Wert mit denselben Startwerten, Startwert %3; Computerspieler: %4.</translation>
    </message>
    <message>
        <source>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</source>
        <translation>Je Kartenart: die Siegquote der Spieler, die sie auf der Starthand hatten, und derer, die sie spielten, gegenüber allen anderen (wie „Siegquote, wenn gezogen“). Das ist, was mit dem Gewinnen einhergeht, nicht was dich gewinnen lässt: Ein Computerspieler spielt eine Karte vielleicht aus einer Hand, die ohnehin verlor. Die Plätze werden zusammengefasst, gib also jedem Platz denselben Computerspieler.</translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>Die Tabelle enthält %n Test, beide Spalten zusammen; selbst wenn keine Karte mit dem Gewinnen einherginge, hätten etwa %1 davon allein durch Zufall ein Intervall, das null ausschließt. Deshalb ist ein Unterschied nur fett, wenn er nach der Holm-Korrektur für alle auffällt: hier %2.</numerusform>
            <numerusform>Die Tabelle enthält %n Tests, beide Spalten zusammen; selbst wenn keine Karte mit dem Gewinnen einherginge, hätten etwa %1 davon allein durch Zufall ein Intervall, das null ausschließt. Deshalb ist ein Unterschied nur fett, wenn er nach der Holm-Korrektur für alle auffällt: hier %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stands out)</source>
        <extracomment>A card kind in the list of the controlled impact, %1 its name.</extracomment>
        <translation>%1 (fällt auf)</translation>
    </message>
    <message>
        <source>Controlled impact: what a card does</source>
        <translation>Kontrollierter Einfluss: was eine Karte bewirkt</translation>
    </message>
    <message>
        <source>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</source>
        <translation>Die Tabelle oben zeigt, welche Karten mit dem Gewinnen einhergehen, nicht warum: Ein Computerspieler spielt eine Karte vielleicht aus einer Hand, die ohnehin verlor. Um zu sehen, was eine Karte bewirkt, spiele die Regeln mit einer Karte dieser Art weniger und mit einer mehr, jeweils gegen die Regeln, wie sie sind, mit denselben Startwerten: Die Unterschiede unten gehen dann auf die Karte zurück.</translation>
    </message>
    <message>
        <source>C&amp;ard:</source>
        <translation>K&amp;arte:</translation>
    </message>
    <message>
        <source>These rules have no cards.</source>
        <translation>Diese Regeln haben keine Karten.</translation>
    </message>
    <message>
        <source>Choose a card and play: each change takes the games set on the left, with their seed.</source>
        <translation>Wähle eine Karte und spiele: Jede Änderung spielt die links eingestellten Spiele, mit ihrem Startwert.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2: %n Karte dieser Art; %L3 Spiele je Änderung mit denselben Startwerten. Ein Unterschied ist die Änderung minus die Regeln, wie sie sind, fett, wo sein 95-%-Intervall null ausschließt.</numerusform>
            <numerusform>%1, %2: %n Karten dieser Art; %L3 Spiele je Änderung mit denselben Startwerten. Ein Unterschied ist die Änderung minus die Regeln, wie sie sind, fett, wo sein 95-%-Intervall null ausschließt.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card fewer cannot be played: these rules have no %1 card.</source>
        <translation>Eine Karte weniger geht nicht: Diese Regeln haben keine Karte „%1“.</translation>
    </message>
    <message>
        <source>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</source>
        <translation>Eine Karte mehr geht nicht: Diese Regeln haben schon %L1, so viele einer Art, wie das Spiel erlaubt.</translation>
    </message>
    <message>
        <source>One card fewer cannot be played: %1</source>
        <translation>Eine Karte weniger geht nicht: %1</translation>
    </message>
    <message>
        <source>One card more cannot be played: %1</source>
        <translation>Eine Karte mehr geht nicht: %1</translation>
    </message>
    <message>
        <source>Cancelled: the differences cover the games played.</source>
        <translation>Abgebrochen: Die Unterschiede umfassen die gespielten Spiele.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>One card fewer (%L1 → %L2)</source>
        <translation>Eine Karte weniger (%L1 → %L2)</translation>
    </message>
    <message>
        <source>One card more (%L1 → %L2)</source>
        <translation>Eine Karte mehr (%L1 → %L2)</translation>
    </message>
    <message>
        <source>Win rate, %1</source>
        <extracomment>A row of the controlled impact: the win rate of a seat (&quot;Seat 1&quot;), in points.</extracomment>
        <translation>Siegquote, %1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Spiellänge (Entscheidungen)</translation>
    </message>
    <message>
        <source>The base rules must come from a file to play them with a card more or fewer.</source>
        <translation>Die Grundregeln müssen aus einer Datei stammen, um sie mit einer Karte mehr oder weniger zu spielen.</translation>
    </message>
    <message>
        <source>Could not write the edited rules to play them with a card more or fewer.</source>
        <translation>Die bearbeiteten Regeln ließen sich nicht schreiben, um sie mit einer Karte mehr oder weniger zu spielen.</translation>
    </message>
    <message>
        <source>Controlled impact of %1 cancelled after %L2 games (%3&#xa0;s): the differences cover those games.</source>
        <translation>Kontrollierter Einfluss von %1 abgebrochen nach %L2 Spielen (%3 s): Die Unterschiede umfassen diese Spiele.</translation>
    </message>
    <message>
        <source>Controlled impact of %1: %L2 games for each change in %3&#xa0;s.</source>
        <translation>Kontrollierter Einfluss von %1: %L2 Spiele je Änderung in %3 s.</translation>
    </message>
    <message>
        <source>Play with one fewer and one &amp;more</source>
        <translation>Mit einer weniger und einer &amp;mehr spielen</translation>
    </message>
    <message>
        <source>Playing one %1 fewer and one more, %L2 games each…</source>
        <extracomment>%1 is a card kind; each change plays %L2 games.</extracomment>
        <translation>Spielt mit einer Karte %1 weniger und einer mehr, je %L2 Spiele…</translation>
    </message>
    <message>
        <source>Skill gradient</source>
        <extracomment>A target on how much better a good player does than random ones (the skill gradient).</extracomment>
        <translation>Könnensgefälle</translation>
    </message>
    <message>
        <source>at most %1 %2 from the edited rules</source>
        <extracomment>A target relative to the edited rules&apos; figure: &quot;at most +0 decisions from the edited rules&quot;.</extracomment>
        <translation>höchstens %1 %2 gegenüber den bearbeiteten Regeln</translation>
    </message>
    <message>
        <source>at least %1 %2 from the edited rules</source>
        <translation>mindestens %1 %2 gegenüber den bearbeiteten Regeln</translation>
    </message>
    <message>
        <source>%1 to %2 %3 from the edited rules</source>
        <translation>%1 bis %2 %3 gegenüber den bearbeiteten Regeln</translation>
    </message>
    <message>
        <source>from the edited rules</source>
        <extracomment>A target&apos;s values are a change from the edited rules&apos; own figure (&quot;at most +0&quot;: no more than today).</extracomment>
        <translation>gegenüber den bearbeiteten Regeln</translation>
    </message>
    <message>
        <source>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</source>
        <translation>Die Werte sind eine Änderung gegenüber dem, was die bearbeiteten Regeln ergeben, gemessen an denselben Partien: „höchstens +0 Entscheidungen“ heißt nicht länger als heute</translation>
    </message>
    <message>
        <source>The base rules must come from a file to search for a rule.</source>
        <translation>Die Grundregeln müssen aus einer Datei stammen, um eine Regel zu suchen.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the search: %1</source>
        <translation>Für die Suche konnte kein temporärer Ordner angelegt werden: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the search.</source>
        <translation>Die bearbeiteten Regeln für die Suche konnten nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</source>
        <translation>Schreib jede Liste, die die Regel annehmen darf, in eckige Klammern, durch Kommas getrennt: %1, [1..6]</translation>
    </message>
    <message>
        <source>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</source>
        <translation>Jeder andere Vorschlag unterscheidet sich vom ersten bei einem Ziel, auf das es ankommt (gepaart auf denselben Partien, korrigiert für die Zahl der Vergleiche).</translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>Die Partien können Vorschlag %1 nicht vom ersten unterscheiden: Bei jedem Ziel erreichen es beide, oder der Unterschied kann null sein (gepaart auf denselben Partien, korrigiert für die Zahl der Vergleiche). Wähle zwischen ihnen nach dem, was dir sonst wichtig ist.</numerusform>
            <numerusform>Die Partien können die Vorschläge %1 nicht vom ersten unterscheiden: Bei jedem Ziel erreichen es beide, oder der Unterschied kann null sein (gepaart auf denselben Partien, korrigiert für die Zahl der Vergleiche). Wähle zwischen ihnen nach dem, was dir sonst wichtig ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <extracomment>Before the lists a list rule may take in a search (&quot;[1..10], [0..10]&quot;).</extracomment>
        <translation>&amp;Listen</translation>
    </message>
    <message>
        <source>Rules that may change</source>
        <translation>Regeln, die sich ändern dürfen</translation>
    </message>
    <message>
        <source>Remove the chosen rule</source>
        <translation>Gewählte Regel entfernen</translation>
    </message>
    <message>
        <source>Wanted value, or the lowest</source>
        <translation>Gewünschter Wert oder der niedrigste</translation>
    </message>
    <message>
        <source>Highest wanted value, or how far from it</source>
        <translation>Höchster gewünschter Wert oder wie weit davon entfernt</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Ziele</translation>
    </message>
    <message>
        <source>Remove the chosen target</source>
        <translation>Gewähltes Ziel entfernen</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Gefundene Regeln</translation>
    </message>
    <message>
        <source>Chart, empty until a run</source>
        <translation>Diagramm, leer bis zu einer Simulation</translation>
    </message>
    <message>
        <source>Axes: %1.</source>
        <extracomment>Said of a chart by a screen reader: the titles of its axes.</extracomment>
        <translation>Achsen: %1.</translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <extracomment>Said of a chart by a screen reader: the lines, bars or points it draws.</extracomment>
        <translation>Dargestellt: %1.</translation>
    </message>
    <message>
        <source>House rules to play side by side</source>
        <translation>Hausregeln, die nebeneinander gespielt werden</translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message>
        <source>Print the &amp;backs on every other page (both sides, flip on the long edge)</source>
        <translation>&amp;Rückseiten auf jeder zweiten Seite (beidseitig, an der langen Kante wenden)</translation>
    </message>
    <message>
        <source>Print deck: %1</source>
        <translation>Karten drucken: %1</translation>
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
        <translation>&amp;Papier:</translation>
    </message>
    <message>
        <source>&amp;Save as PDF…</source>
        <translation>Als PDF &amp;speichern…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n Seite</numerusform>
            <numerusform>%n Seiten</numerusform>
        </translation>
    </message>
    <message>
        <source>deck</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Save the deck as PDF</source>
        <translation>Karten als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>Die Karten wurden nicht gespeichert</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Wiedergabe</translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation>Alle (nur öffentliche Karten)</translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation>Alle Karten (das Spiel ist vorbei)</translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation>Diese Aufzeichnung kann nicht wiedergegeben werden:
%1</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;Sicht von:</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Gespielte Züge</translation>
    </message>
    <message>
        <source>Drag to go to any move of the game</source>
        <translation>Ziehen, um zu jedem Zug des Spiels zu gehen</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
</context>
<context>
    <name>RulesControls</name>
    <message>
        <source>Left, Right</source>
        <translation>Pfeil links, rechts</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Pfeil hoch, runter</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Eingabetaste, Leertaste</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Steuerung</translation>
    </message>
    <message>
        <source>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</source>
        <translation>Alles lässt sich mit der Maus oder allein mit der Tastatur spielen. Was du gerade tun darfst, leuchtet auf dem Tisch auf, und die Zeile unter dem Tisch sagt, worauf das Spiel wartet.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Maus</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>An jedem Tisch</translation>
    </message>
    <message>
        <source>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</source>
        <translation>Ein Tipp: Der Computer probiert die Züge aus, die du machen darfst, und markiert den, den er wählen würde. Die Eingabe- oder Leertaste spielt ihn; mit jeder anderen Taste und jedem Klick wählst du selbst.</translation>
    </message>
    <message>
        <source>These rules, for the game on the table.</source>
        <translation>Diese Regeln, für das Spiel auf dem Tisch.</translation>
    </message>
    <message>
        <source>Save the game, or load a saved one.</source>
        <translation>Speichere die Partie oder lade eine gespeicherte.</translation>
    </message>
    <message>
        <source>A click or a key while something moves</source>
        <translation>Ein Klick oder eine Taste, während sich etwas bewegt</translation>
    </message>
    <message>
        <source>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</source>
        <translation>Zeigt den Tisch, wie er jetzt ist; es wird kein Zug gemacht, also wird nichts gespielt, was du nicht gesehen hast.</translation>
    </message>
    <message>
        <source>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</source>
        <translation>Spielen mehrere an einem Bildschirm, verdeckt ein Vorhang den Tisch zwischen den Zügen. Wenn die anderen wegschauen, drückt der nächste Spieler die Eingabe- oder Leertaste oder klickt auf die Schaltfläche auf dem Vorhang.</translation>
    </message>
    <message>
        <source>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</source>
        <translation>Lässt die Computerspieler weiterspielen, wenn sie auf dich warten (wie die Schaltfläche Weiter neben dem Tisch). Steht ihr Tempo in den Einstellungen auf Auf eine Taste warten, warten sie vor jedem ihrer Züge.</translation>
    </message>
    <message>
        <source>Copy the deal number shown under the game log.</source>
        <translation>Die Spielnummer unter dem Spielverlauf kopieren.</translation>
    </message>
    <message>
        <source>Close the guide of a guided first round.</source>
        <translation>Den Spielführer einer geführten ersten Runde schließen.</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Ein neues Spiel beginnen.</translation>
    </message>
    <message>
        <source>Settings: the pace of the moves and of the computer players, the language and more.</source>
        <translation>Einstellungen: das Tempo der Züge und der Computerspieler, die Sprache und mehr.</translation>
    </message>
    <message>
        <source>Quit. The game is kept: the start page offers to go on with it.</source>
        <translation>Beenden. Das Spiel bleibt erhalten: Die Startseite bietet an, es fortzusetzen.</translation>
    </message>
    <message>
        <source>Alt and an underlined letter</source>
        <translation>Alt und ein unterstrichener Buchstabe</translation>
    </message>
    <message>
        <source>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</source>
        <translation>Öffnet ein Menü; darin wählt der unterstrichene Buchstabe. Alles in den Menüs geht so, auch was keine eigene Taste hat (neu starten mit denselben Karten, das Spielende, eine Wiedergabe, zurück zur Startseite).</translation>
    </message>
    <message>
        <source>Tab, Space, Escape in a window</source>
        <translation>Tab, Leertaste, Esc in einem Fenster</translation>
    </message>
    <message>
        <source>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</source>
        <translation>In einem Fenster, das sich öffnet (das Spielende, die Einstellungen), geht Tab von einer Schaltfläche zur nächsten, die Leertaste drückt sie, die Eingabetaste drückt die hervorgehobene, Esc schließt das Fenster.</translation>
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
        <translation>Spielregeln: %1</translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation>Diese Regeln können nicht angezeigt werden</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules kennt das Spiel %1 nicht.</translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation>Die Variante %1 konnte nicht geladen werden:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Als &amp;PDF speichern…</translation>
    </message>
    <message>
        <source>Save the rules as PDF</source>
        <translation>Regeln als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The rules were not saved</source>
        <translation>Die Regeln wurden nicht gespeichert</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>%1 (this game)</source>
        <translation>%1 (dieses Spiel)</translation>
    </message>
</context>
<context>
    <name>RulesPrinter</name>
    <message>
        <source>These are the rules as published.</source>
        <translation>Das sind die Regeln, wie sie veröffentlicht wurden.</translation>
    </message>
    <message>
        <source>What this house rule changes from %1</source>
        <translation>Was diese Hausregel gegenüber %1 ändert</translation>
    </message>
    <message>
        <source>Its numbers and its deck are those of the base.</source>
        <translation>Ihre Zahlen und ihre Karten sind die der Basis.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save as a house rule</source>
        <translation>Als Hausregel speichern</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Your house rule is saved with the rules it changes and listed on the start page under its title.</source>
        <translation>Deine Hausregel wird mit den Regeln gespeichert, die sie ändert, und erscheint unter ihrem Titel auf der Startseite.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Datei:</translation>
    </message>
    <message>
        <source>Save the house rule</source>
        <translation>Hausregel speichern</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>Give the house rule a title.</source>
        <translation>Gib der Hausregel einen Titel.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Wähle eine Datei.</translation>
    </message>
    <message>
        <source>The shipped rules cannot be changed: choose a file in another folder.</source>
        <translation>Die mitgelieferten Regeln können nicht geändert werden: Wähle eine Datei in einem anderen Ordner.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>Das ist die Datei der Regeln, auf denen sie beruht: Wähle einen anderen Namen.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Datei ersetzen?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 gibt es schon. Durch diese Hausregel ersetzen?</translation>
    </message>
    <message>
        <source>Another variant of this game is called “%1” already (%2): choose another title.</source>
        <translation>Eine andere Variante dieses Spiels heißt schon „%1“ (%2): Wähle einen anderen Titel.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>Computer &amp;players:</source>
        <translation>&amp;Computerspieler:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation>Sofort spielen</translation>
    </message>
    <message>
        <source>Card &amp;movements:</source>
        <translation>&amp;Kartenbewegungen:</translation>
    </message>
    <message>
        <source>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</source>
        <translation>Die Adresse eines Servers beginnt mit postgresql://, zum Beispiel postgresql://anna@lab.example.org:5432/houserules.</translation>
    </message>
    <message>
        <source>The new notebook is used when Houserules is started again; editors open now keep the one they have.</source>
        <translation>Das neue Notizbuch wird beim nächsten Start von Houserules verwendet; jetzt offene Editoren behalten ihres.</translation>
    </message>
    <message>
        <source>Every program of the team that names this server keeps its runs there, houserules-cli too.</source>
        <translation>Jedes Programm des Teams, das diesen Server nennt, bewahrt seine Simulationen dort auf, auch houserules-cli.</translation>
    </message>
    <message>
        <source>The runs are kept in a file in this computer&apos;s data folder.</source>
        <translation>Die Simulationen werden in einer Datei im Datenordner dieses Computers aufbewahrt.</translation>
    </message>
    <message>
        <source>&amp;Notebook:</source>
        <extracomment>Where the playtest lab&apos;s runs are kept.</extracomment>
        <translation>&amp;Notizbuch:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Auf diesem Computer</translation>
    </message>
    <message>
        <source>On a team&apos;s PostgreSQL server</source>
        <translation>Auf dem PostgreSQL-Server eines Teams</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>Se&amp;rver:</translation>
    </message>
    <message>
        <source>&amp;Wait for me at each new deal</source>
        <translation>Bei jedem neuen Geben auf mich &amp;warten</translation>
    </message>
    <message>
        <source>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</source>
        <translation>Zu Beginn eines Spiels und jeder Runde mit neuen Karten warten die Computerspieler einen Moment, damit du dir zuerst deine Handkarten ansehen kannst.</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</source>
        <translation>Wie schnell Karten an ihren Platz auf dem Tisch fliegen. Aus: Alles bewegt sich sofort, und nichts verblasst.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</source>
        <translation>Wie lange Computerspieler warten, bevor sie spielen, damit du ihnen folgen kannst. Auf eine Taste warten: Jeder ihrer Züge wartet, bis du die Leertaste drückst.</translation>
    </message>
    <message>
        <source>Wait for a key</source>
        <translation>Auf eine Taste warten</translation>
    </message>
    <message>
        <source>C&amp;olours:</source>
        <extracomment>The colours of players, cards and charts, for people who see colours differently.</extracomment>
        <translation>&amp;Farben:</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>colours</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Safe for colour blindness</source>
        <translation>Sicher bei Farbenblindheit</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</source>
        <translation>Die Farben der Spielfiguren, der Karten und der Diagramme des Labors. „Sicher bei Farbenblindheit“ hält sie bei Rot-Grün- und Blau-Gelb-Sehschwäche auseinander; die Figuren jedes Spielers tragen in jeder Palette auch eine Form.</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>&amp;Textgröße am Spieltisch:</translation>
    </message>
    <message>
        <source>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</source>
        <translation>Wie groß Namen, Anzahlen und Meldungen auf dem Spieltisch sind, ausgehend von der Schriftgröße des Desktops.</translation>
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
        <translation>%1 (eigene Variante)</translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation>Diese Datei enthält Regeln für ein anderes Spiel (%1).</translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation>Was spielen wir?</translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation>Spiele gegen den Computer oder mit Freunden an diesem Bildschirm. Wähle die Regeln – wie in der Schachtel, eine Hausregel oder deine eigenen – und starte ein neues Spiel.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Letztes Spiel fortsetzen</translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation>Spielen nach diesen Regeln:</translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (kann nicht geladen werden)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Open these rules in the rules editor</source>
        <translation>Diese Regeln im Regeleditor öffnen</translation>
    </message>
    <message>
        <source>New house rule…</source>
        <translation>Neue Hausregel…</translation>
    </message>
    <message>
        <source>Make your own rules, starting from the standard rules</source>
        <translation>Eigene Regeln machen, ausgehend von den Standardregeln</translation>
    </message>
    <message>
        <source>The file could not be kept.</source>
        <translation>Die Datei konnte nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The last game could not be continued: %1</source>
        <translation>Das letzte Spiel konnte nicht fortgesetzt werden: %1</translation>
    </message>
    <message>
        <source>The settings could not be read and start afresh.</source>
        <translation>Die Einstellungen konnten nicht gelesen werden; es gelten wieder die Standardwerte.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>Das letzte Spiel wurde abgebrochen; %n Entscheidung konnte gerettet werden, und Weiterspielen macht dort weiter.</numerusform>
            <numerusform>Das letzte Spiel wurde abgebrochen; %n Entscheidungen konnten gerettet werden, und Weiterspielen macht dort weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay it</source>
        <translation>Noch einmal ansehen</translation>
    </message>
    <message>
        <source>Every move again, with every player&apos;s cards</source>
        <translation>Jeder Zug noch einmal, mit den Karten aller Spieler</translation>
    </message>
    <message>
        <source>Save it…</source>
        <translation>Speichern…</translation>
    </message>
    <message>
        <source>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</source>
        <translation>Das Notizbuch der Simulationen des Labors konnte nicht gelesen werden (%1); ein neues wurde begonnen.</translation>
    </message>
    <message>
        <source>The last game, played to the end: %1, %2 (%3).</source>
        <translation>Das letzte Spiel, zu Ende gespielt: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Continue: %1, %2 (%3)</source>
        <translation>Weiterspielen: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <source>The rules chosen above, with pictures of the cards, a turn step by step and the controls</source>
        <translation>Die oben gewählten Regeln, mit Bildern der Karten, einem Zug Schritt für Schritt und der Steuerung</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>So exportierst du die Simulationen, die darin noch lesbar sind: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n Entscheidung danach war nicht vollständig lesbar und wurde weggelassen.</numerusform>
            <numerusform>%n Entscheidungen danach waren nicht vollständig lesbar und wurden weggelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover of %1</source>
        <translation>Titelbild von %1</translation>
    </message>
    <message>
        <source>Rules to play %1 with</source>
        <translation>Regeln, nach denen %1 gespielt wird</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Neues Spiel: %1</translation>
    </message>
    <message>
        <source>Edit the rules of %1</source>
        <translation>Regeln von %1 bearbeiten</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>So wird gespielt: %1</translation>
    </message>
    <message>
        <source>New house rule for %1</source>
        <translation>Neue Hausregel für %1</translation>
    </message>
</context>
<context>
    <name>StatusModel</name>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (Computer)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>Suche nach einem Tipp…</translation>
    </message>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Tipps gibt es nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</source>
        <translation>Tipp: die markierte Wahl. Damit gewann der Computer %1 % seiner Probespiele.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte hast du nicht auf der Hand.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Hint: the marked choice is your only legal move.</source>
        <translation>Tipp: Die markierte Wahl ist dein einziger erlaubter Zug.</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <extracomment>What a screen reader says of the table&apos;s result line (&quot;Ann won with 20 points&quot;).</extracomment>
        <translation>Wie das Spiel ausging</translation>
    </message>
</context>
<context>
    <name>TitlesPanel</name>
    <message>
        <source>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</source>
        <translation>Der Name dieser Regeln und ein Satz dazu, wie die Startseite sie zeigt. Eine leer gelassene Sprache zeigt die englischen.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keiner)</translation>
    </message>
    <message>
        <source>Title in %1</source>
        <translation>Titel (%1)</translation>
    </message>
    <message>
        <source>Description in %1</source>
        <translation>Beschreibung (%1)</translation>
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
        <translation>Kreis</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>Dreieck</translation>
    </message>
    <message>
        <source>square</source>
        <translation>Quadrat</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>The shape on a player&apos;s pieces, not the gem.</extracomment>
        <translation>Raute</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
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
        <translation>%1 entfernt</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 dazu</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A value given for a number of players that the other rules do not give.</extracomment>
        <translation>keine</translation>
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
        <translation>Houserules kennt das Spiel %1 nicht.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Reset %1 to the base</source>
        <translation>%1 auf die Basis zurücksetzen</translation>
    </message>
    <message>
        <source>Reset everything to the base</source>
        <translation>Alles auf die Basis zurücksetzen</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Titel ändern</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Beschreibung ändern</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>%1 holds the base rules these rules extend: save them under another name.</source>
        <translation>%1 enthält die Grundregeln, auf denen diese Regeln aufbauen: Speichere sie unter einem anderen Namen.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>Das Spiel würde diese Regeln ablehnen:
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
        <translation>Wert</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Basiswert</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Base value: %1</source>
        <translation>Basiswert: %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Nicht in der Basis</translation>
    </message>
</context>
<context>
    <name>WeBreakdown</name>
    <message>
        <source>1. The shares by business</source>
        <translation>1. Die Anteile nach Geschäft</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Geschäft</translation>
    </message>
    <message>
        <source>%1 (%2 shares)</source>
        <translation>%1 (%2 Anteile)</translation>
    </message>
    <message>
        <source>%1 ✓ = %2</source>
        <extracomment>A complete business in the breakdown: all its shares, counting as more, e.g. &quot;4 ✓ = 5&quot;.</extracomment>
        <translation>%1 ✓ = %2</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Vollständige Geschäfte</translation>
    </message>
    <message>
        <source>Shares counted</source>
        <translation>Gezählte Anteile</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>broke: out</source>
        <translation>pleite: ausgeschieden</translation>
    </message>
    <message>
        <source>Each share counts 1; all the shares of one business in one hand count %1.</source>
        <translation>Jeder Anteil zählt 1; alle Anteile eines Geschäfts in einer Hand zählen %1.</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. Der Sieger</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares and %3: they share the win.</source>
        <translation>%1 liegen gleichauf mit %2 Anteilen und %3: Sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</source>
        <translation>%1 liegen gleichauf mit %2 Anteilen; das meiste Geld entscheidet: %3 gewinnt mit %4.</translation>
    </message>
    <message>
        <source>%1 wins with %2 shares counted.</source>
        <translation>%1 gewinnt mit %2 gezählten Anteilen.</translation>
    </message>
    <message>
        <source>3. The gunfighters</source>
        <translation>3. Die Revolverhelden</translation>
    </message>
    <message>
        <source>Gunfighter</source>
        <translation>Revolverheld</translation>
    </message>
</context>
<context>
    <name>WeFigureTexts</name>
    <message>
        <source>Shares at the end</source>
        <translation>Anteile am Ende</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Vollständige Geschäfte</translation>
    </message>
    <message>
        <source>Bills at the end</source>
        <translation>Scheine am Ende</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <source>Players go broke %1 points more often (±%2).</source>
        <translation>Spieler gehen %1 Punkte öfter pleite (±%2).</translation>
    </message>
    <message>
        <source>Players go broke %1 points less often (±%2).</source>
        <translation>Spieler gehen %1 Punkte seltener pleite (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points more often (±%2).</source>
        <translation>Platz %3 geht %1 Punkte öfter pleite (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points less often (±%2).</source>
        <translation>Platz %3 geht %1 Punkte seltener pleite (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more shares (±%2).</source>
        <translation>Spieler enden mit %1 Anteilen mehr (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer shares (±%2).</source>
        <translation>Spieler enden mit %1 Anteilen weniger (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more shares (±%2).</source>
        <translation>Platz %3 endet mit %1 Anteilen mehr (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer shares (±%2).</source>
        <translation>Platz %3 endet mit %1 Anteilen weniger (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 more businesses a game (±%2).</source>
        <translation>Spieler vervollständigen %1 Geschäfte mehr je Spiel (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 fewer businesses a game (±%2).</source>
        <translation>Spieler vervollständigen %1 Geschäfte weniger je Spiel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 more businesses a game (±%2).</source>
        <translation>Platz %3 vervollständigt %1 Geschäfte mehr je Spiel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 fewer businesses a game (±%2).</source>
        <translation>Platz %3 vervollständigt %1 Geschäfte weniger je Spiel (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more bills (±%2).</source>
        <translation>Spieler enden mit %1 Scheinen mehr (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer bills (±%2).</source>
        <translation>Spieler enden mit %1 Scheinen weniger (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more bills (±%2).</source>
        <translation>Platz %3 endet mit %1 Scheinen mehr (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer bills (±%2).</source>
        <translation>Platz %3 endet mit %1 Scheinen weniger (±%2).</translation>
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
        <translation>Du landest auf dem Cowboy von %1 und greifst an: Du nennst ein Geschäft, an dem ihr beide Anteile habt, und wer den Kampf verliert, gibt einen Anteil davon ab.</translation>
    </message>
    <message>
        <source>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</source>
        <translation>Ein Stern-Feld: Du darfst einen Anteil vom Stern-Stapel ziehen (noch %1). Anteile gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</source>
        <translation>Ein Dollar-Feld: Zieh einen Anteil vom Dollar-Stapel (noch %1), sag einen Zahltag an oder raube die Bank aus.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</source>
        <translation>Ein As-Feld: Alle spielen Poker mit den Würfeln, jeder Wurf kostet einen Anteil, und der beste Wurf gewinnt die Mitte.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</source>
        <translation>Ein As-Feld: Alle spielen Poker mit den Würfeln, %1 pro Wurf, und der beste Wurf gewinnt die Mitte.</translation>
    </message>
    <message>
        <source>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</source>
        <translation>Ein Würfel-Feld: Alle setzen Chips auf das Hasard-Brett, und du würfelst mit den drei Würfeln.</translation>
    </message>
    <message>
        <source>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</source>
        <translation>Auf einem Stein-Feld passiert nichts; in den Probespielen waren die anderen erreichbaren Felder diesmal schlechter für dich.</translation>
    </message>
    <message>
        <source>Passing costs nothing; you keep your money for a better chance.</source>
        <translation>Passen kostet nichts; du behältst dein Geld für eine bessere Gelegenheit.</translation>
    </message>
    <message>
        <source>Draw the top share: you see it first, and putting it back before you roll its price is free.</source>
        <translation>Zieh den obersten Anteil: Du siehst ihn zuerst, und ihn zurückzulegen, bevor du den Preis würfelst, kostet nichts.</translation>
    </message>
    <message>
        <source>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</source>
        <translation>Der Zahltag bringt dir %1: %2 je Anteil, und ein ganzes Geschäft zählt als %3.</translation>
    </message>
    <message>
        <source>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</source>
        <translation>Raube die Bank aus: Würfelt niemand höher als du, bekommst du %1; schafft es jemand, bekommt er %2, und du setzt %3 Züge aus.</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>einen Anteil</translation>
    </message>
    <message>
        <source>Stand with %1 and save the %2 another roll would cost.</source>
        <translation>Bleib mit %1 stehen und spar dir die %2, die ein weiterer Wurf kosten würde.</translation>
    </message>
    <message>
        <source>Roll all five dice again (%1): nothing in this roll is worth keeping.</source>
        <translation>Würfle alle fünf Würfel noch einmal (%1): Nichts in diesem Wurf lohnt sich zu behalten.</translation>
    </message>
    <message>
        <source>Keep %1 and roll the others again (%2): a better combination beats %3.</source>
        <translation>Behalte %1 und würfle die anderen noch einmal (%2): Eine bessere Kombination schlägt %3.</translation>
    </message>
    <message>
        <source>Done: the chips you keep can be bet at the next game of hasard.</source>
        <translation>Fertig: Die Chips, die du behältst, kannst du beim nächsten Hasard setzen.</translation>
    </message>
    <message>
        <source>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</source>
        <translation>Kauf einen Chip für %1 zurück: Setzen kann man nur Chips, und ein gewinnender Chip kommt mit seinem Gewinn zurück.</translation>
    </message>
    <message>
        <source>%1 wins almost half the time and pays %2 a chip.</source>
        <translation>%1 gewinnt fast jedes zweite Mal und zahlt %2 je Chip.</translation>
    </message>
    <message>
        <source>%1 wins less often than LOW or HIGH but pays %2 a chip.</source>
        <translation>%1 gewinnt seltener als LOW oder HIGH, zahlt aber %2 je Chip.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 and a share from the star deck.</source>
        <translation>%1 ist selten, zahlt aber %2 und einen Anteil vom Stern-Stapel.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 a chip.</source>
        <translation>%1 ist selten, zahlt aber %2 je Chip.</translation>
    </message>
    <message>
        <source>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</source>
        <translation>Würfle mit drei Würfeln und zieh deinen Cowboy die Straße entlang, %1 Felder je Seite: Stern- und Dollar-Felder verkaufen Anteile, As-Felder starten Poker, Würfel-Felder Hasard. Du beginnst mit %2 und %3 Chips; die Sterne deines Revolverhelden kennst nur du. Die meisten Anteile gewinnen, und ein ganzes Geschäft zählt als %4.</translation>
    </message>
    <message>
        <source>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</source>
        <translation>Leg ihn jetzt kostenlos zurück: Sein Preis ist drei Würfel minus deine %1 Sterne in %2, und nach dem Wurf kostet das Zurücklegen %3.</translation>
    </message>
    <message>
        <source>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</source>
        <translation>Würfle den Preis aus: drei Würfel minus deine %1 Sterne in %2, im Schnitt also etwa %3.</translation>
    </message>
    <message>
        <source>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</source>
        <translation>Kauf ihn: Jeder Anteil zählt am Ende, und %1 lohnt sich; dir bleiben %2.</translation>
    </message>
    <message>
        <source>%1 is too much: putting the share back costs only %2.</source>
        <translation>%1 ist zu viel: Den Anteil zurückzulegen kostet nur %2.</translation>
    </message>
    <message>
        <source>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</source>
        <translation>Kämpfe um %1: Du hast %2 Anteile davon, %3 hat %4; der Verlierer gibt einen ab.</translation>
    </message>
    <message>
        <source>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</source>
        <translation>%1: Dein Revolverheld hat dort %2 Sterne, die zu deinen drei Würfeln zählen. Bei Gleichstand gewinnst du als Verteidiger.</translation>
    </message>
    <message>
        <source>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</source>
        <translation>%1: Du hast %2 der %4 Anteile von %3, und ein ganzes Geschäft zählt am Ende am meisten.</translation>
    </message>
    <message>
        <source>Pay %1 to each other player and your cowboy keeps moving.</source>
        <translation>Zahl jedem Mitspieler %1, dann bleibt dein Cowboy in Bewegung.</translation>
    </message>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Setz %n Zug aus und behalte dein Geld; Poker und Hasard spielst du dabei weiter mit.</numerusform>
            <numerusform>Setz %n Züge aus und behalte dein Geld; Poker und Hasard spielst du dabei weiter mit.</numerusform>
        </translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll stakes one of your shares.</source>
        <translation>Ein As-Feld startet Poker: Jeder Wurf kostet einen deiner Anteile.</translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll costs you %1.</source>
        <translation>Ein As-Feld startet Poker: Jeder Wurf kostet dich %1.</translation>
    </message>
    <message>
        <source>Buying costs %1 of your %2.</source>
        <translation>Der Kauf kostet %1 von deinen %2.</translation>
    </message>
    <message>
        <source>Putting the share back costs a fee of %1.</source>
        <translation>Den Anteil zurückzulegen kostet %1 Provision.</translation>
    </message>
    <message>
        <source>Another roll stakes one of your shares.</source>
        <translation>Ein weiterer Wurf kostet einen deiner Anteile.</translation>
    </message>
    <message>
        <source>Another roll costs %1.</source>
        <translation>Ein weiterer Wurf kostet %1.</translation>
    </message>
    <message>
        <source>Paying costs you %1: %2 to each of the %3 other players.</source>
        <translation>Zahlen kostet dich %1: %2 an jeden der %3 Mitspieler.</translation>
    </message>
    <message>
        <source>A chip costs %1 of your %2.</source>
        <translation>Ein Chip kostet %1 von deinen %2.</translation>
    </message>
    <message>
        <source>A chip that loses goes to the bank.</source>
        <translation>Ein Chip, der verliert, geht an die Bank.</translation>
    </message>
</context>
<context>
    <name>WeLog</name>
    <message numerus="yes">
        <source>%n bill(s)</source>
        <translation>
            <numerusform>%n Schein</numerusform>
            <numerusform>%n Scheine</numerusform>
        </translation>
    </message>
    <message>
        <source>off the street</source>
        <translation>außerhalb der Straße</translation>
    </message>
    <message>
        <source>north %1 (%2)</source>
        <extracomment>A field: its sidewalk and number, then its kind, e.g. &quot;north 7 (Star field)&quot;.</extracomment>
        <translation>Nord %1 (%2)</translation>
    </message>
    <message>
        <source>south %1 (%2)</source>
        <translation>Süd %1 (%2)</translation>
    </message>
    <message>
        <source>%1 draws a gunfighter in secret.</source>
        <translation>%1 zieht geheim einen Revolverhelden.</translation>
    </message>
    <message>
        <source>%1 draws %2 (a secret from the others).</source>
        <translation>%1 zieht %2 (geheim vor den anderen).</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Runde %1 von %2.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Runde %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 setzt diesen Zug aus (noch %n auszusetzen).</numerusform>
            <numerusform>%1 setzt diesen Zug aus (noch %n auszusetzen).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 würfelt %2.</translation>
    </message>
    <message>
        <source>%1 has no move with these dice and stays.</source>
        <translation>%1 kann mit diesem Wurf nicht ziehen und bleibt stehen.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy comes onto the street at %2.</source>
        <translation>%1s Cowboy betritt die Straße bei %2.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy goes from %2 to %3.</source>
        <translation>%1s Cowboy geht von %2 nach %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 greift %2 an!</translation>
    </message>
    <message>
        <source>%1 fights for %2.</source>
        <translation>%1 kämpft um %2.</translation>
    </message>
    <message>
        <source>%1 chooses to fight with %2.</source>
        <translation>%1 wählt den Kampf mit %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 with the stars.</source>
        <translation>%1 würfelt %2: %3 mit den Sternen.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 gewinnt %2 von %3.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dollar deck.</source>
        <translation>%1 zieht %2 vom Dollar-Stapel.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the star deck.</source>
        <translation>%1 zieht %2 vom Stern-Stapel.</translation>
    </message>
    <message>
        <source>%1 puts %2 back under its deck.</source>
        <translation>%1 legt %2 unter den Stapel zurück.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3: the price is %4.</source>
        <translation>%1 würfelt %2 für %3: Der Preis ist %4.</translation>
    </message>
    <message>
        <source>%1 buys %2 for %3.</source>
        <translation>%1 kauft %2 für %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back and pays a fee of %3.</source>
        <translation>%1 legt %2 zurück und zahlt %3 Provision.</translation>
    </message>
    <message>
        <source>Payday! %1 collects %2.</source>
        <translation>Zahltag! %1 kassiert %2.</translation>
    </message>
    <message>
        <source>%1 robs the bank and rolls %2: %3.</source>
        <translation>%1 raubt die Bank aus und würfelt %2: %3.</translation>
    </message>
    <message>
        <source>%1 chases the robber and rolls %2: %3.</source>
        <translation>%1 verfolgt den Räuber und würfelt %2: %3.</translation>
    </message>
    <message>
        <source>%1 catches %2 and gets a reward of %3.</source>
        <translation>%1 fängt %2 und erhält eine Belohnung von %3.</translation>
    </message>
    <message>
        <source>%1 escapes with %2!</source>
        <translation>%1 entkommt mit %2!</translation>
    </message>
    <message>
        <source>%1 is on an ace field: poker for everyone!</source>
        <translation>%1 steht auf einem As-Feld: Poker für alle!</translation>
    </message>
    <message>
        <source>%1 stakes %2.</source>
        <translation>%1 setzt %2 ein.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pot.</source>
        <translation>%1 legt %2 in die Mitte.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2 — %3.</source>
        <translation>%1 würfelt noch einmal: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls off the tie: %2 — %3.</source>
        <translation>%1 würfelt um den Gleichstand: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls the poker dice: %2 — %3.</source>
        <translation>%1 würfelt mit den Poker-Würfeln: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 bleibt stehen.</translation>
    </message>
    <message>
        <source>Five of a kind! %1 is caught cheating.</source>
        <translation>Fünf gleiche! %1 ist als Falschspieler ertappt.</translation>
    </message>
    <message>
        <source>%1 pays each other player %2.</source>
        <translation>%1 zahlt jedem Mitspieler %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 setzt noch %n Zug aus.</numerusform>
            <numerusform>%1 setzt noch %n Züge aus.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie between %1: they roll again.</source>
        <translation>Gleichstand zwischen %1: Sie würfeln noch einmal.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 gewinnt den Pott: %2 und %n Anteil.</numerusform>
            <numerusform>%1 gewinnt den Pott: %2 und %n Anteile.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the pot: %2.</source>
        <translation>%1 gewinnt den Pott: %2.</translation>
    </message>
    <message>
        <source>Nobody can win the pot: %1 go to the bank.</source>
        <translation>Niemand kann den Pott gewinnen: %1 gehen an die Bank.</translation>
    </message>
    <message>
        <source>%1 is on a dice field: hasard for everyone!</source>
        <translation>%1 steht auf einem Würfel-Feld: Hasard für alle!</translation>
    </message>
    <message>
        <source>%1 buys a chip back for %2.</source>
        <translation>%1 kauft einen Chip für %2 zurück.</translation>
    </message>
    <message>
        <source>%1 bets a chip on %2.</source>
        <translation>%1 setzt einen Chip auf %2.</translation>
    </message>
    <message>
        <source>%1 rolls the hasard dice: %2 (%3).</source>
        <translation>%1 würfelt beim Hasard: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 wins %2 on %3.</source>
        <translation>%1 gewinnt %2 auf %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 verliert %n Chip auf %2 an die Bank.</numerusform>
            <numerusform>%1 verliert %n Chips auf %2 an die Bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 also wins %2 from the star deck.</source>
        <translation>%1 gewinnt auch %2 vom Stern-Stapel.</translation>
    </message>
    <message>
        <source>%1 sells %2 to the bank for %3.</source>
        <translation>%1 verkauft %2 für %3 an die Bank.</translation>
    </message>
    <message>
        <source>%1 is out of money and gets a one-time credit of %2.</source>
        <translation>%1 ist pleite und erhält einen einmaligen Kredit von %2.</translation>
    </message>
    <message>
        <source>%1 is broke and out of the game.</source>
        <translation>%1 ist pleite und scheidet aus.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n share(s) counted and %2.</source>
        <translation>
            <numerusform>%1 gewinnt mit %n gezähltem Anteil und %2.</numerusform>
            <numerusform>%1 gewinnt mit %n gezählten Anteilen und %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n share(s) counted and %2 each.</source>
        <translation>
            <numerusform>%1 teilen sich den Sieg mit je %n gezähltem Anteil und %2.</numerusform>
            <numerusform>%1 teilen sich den Sieg mit je %n gezählten Anteilen und %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes nothing on %2.</source>
        <translation>%1 nimmt nichts auf %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 setzt %n Chip auf %2.</numerusform>
            <numerusform>%1 setzt %n Chips auf %2.</numerusform>
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
        <translation>Gemischtwarenladen</translation>
    </message>
    <message>
        <source>Livery Stable</source>
        <translation>Mietstall</translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation>Barbier</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Schmiede</translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation>Grand Hotel</translation>
    </message>
    <message>
        <source>Gunsmith</source>
        <translation>Büchsenmacher</translation>
    </message>
    <message>
        <source>Stagecoach Line</source>
        <translation>Postkutschenlinie</translation>
    </message>
    <message>
        <source>Assay Office</source>
        <translation>Goldprüfstelle</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Schnelligkeit</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Stein-Feld</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Stern-Feld</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollar-Feld</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>As-Feld</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Würfel-Feld</translation>
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
        <translation>PASCH</translation>
    </message>
    <message>
        <source>Pair of 1s</source>
        <translation>1er-PASCH</translation>
    </message>
    <message>
        <source>Pair of 2s</source>
        <translation>2er-PASCH</translation>
    </message>
    <message>
        <source>Pair of 3s</source>
        <translation>3er-PASCH</translation>
    </message>
    <message>
        <source>Pair of 4s</source>
        <translation>4er-PASCH</translation>
    </message>
    <message>
        <source>Pair of 5s</source>
        <translation>5er-PASCH</translation>
    </message>
    <message>
        <source>Pair of 6s</source>
        <translation>6er-PASCH</translation>
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
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <extracomment>The queen on a poker die (one letter).</extracomment>
        <translation>D</translation>
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
        <translation>nichts</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>ein Paar</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>zwei Paare</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>ein Drilling</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>eine Straße</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>ein Full House</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>ein Vierling</translation>
    </message>
    <message>
        <source>five of a kind (a cheat)</source>
        <translation>fünf gleiche (Falschspieler)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>schwarz</translation>
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
        <translation>Die Hauptstraße hat zwei Gehsteige mit je %1 Feldern, von West nach Ost 1 bis %1 nummeriert; Feld 1 jedes Gehsteigs ist ein Stein-Feld zum Start, und Felder mit derselben Nummer liegen einander gegenüber.</translation>
    </message>
    <message>
        <source>nothing happens.</source>
        <translation>nichts geschieht.</translation>
    </message>
    <message>
        <source>draw the top share of the star deck, if you like.</source>
        <translation>zieh, wenn du willst, den obersten Anteil des Stern-Stapels.</translation>
    </message>
    <message>
        <source>draw the top share of the dollar deck, call a payday, or rob the bank.</source>
        <translation>zieh den obersten Anteil des Dollar-Stapels, sag einen Zahltag an oder raube die Bank aus.</translation>
    </message>
    <message>
        <source>everybody plays poker dice.</source>
        <translation>alle spielen Poker mit den Poker-Würfeln.</translation>
    </message>
    <message>
        <source>everybody plays hasard against the bank.</source>
        <translation>alle spielen Hasard gegen die Bank.</translation>
    </message>
    <message numerus="yes">
        <source>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip(s) of their colour.</source>
        <translation>
            <numerusform>Jeder Spieler zieht geheim einen Revolverhelden: vier Eigenschaften (Intelligenz, Schnelligkeit, Kraft, Geschicklichkeit) mit je 3 bis 6 Sternen. Alle beginnen mit %1 und %n Chip in ihrer Farbe.</numerusform>
            <numerusform>Jeder Spieler zieht geheim einen Revolverhelden: vier Eigenschaften (Intelligenz, Schnelligkeit, Kraft, Geschicklichkeit) mit je 3 bis 6 Sternen. Alle beginnen mit %1 und %n Chips in ihrer Farbe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n share(s))</source>
        <translation>
            <numerusform>%1 (%n Anteil)</numerusform>
            <numerusform>%1 (%n Anteile)</numerusform>
        </translation>
    </message>
    <message>
        <source>The businesses of the star deck: %1.</source>
        <translation>Die Geschäfte des Stern-Stapels: %1.</translation>
    </message>
    <message>
        <source>The businesses of the dollar deck: %1.</source>
        <translation>Die Geschäfte des Dollar-Stapels: %1.</translation>
    </message>
    <message>
        <source>Each share names the attribute that sets its price.</source>
        <translation>Jeder Anteil nennt die Eigenschaft, die seinen Preis bestimmt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</source>
        <translation>Würfle mit drei Würfeln. Zieh mit zweien davon, jeweils nach Osten oder Westen; der dritte führt über die Straße auf das gegenüberliegende Feld oder verfällt. Jede Strecke muss auf der Straße bleiben.</translation>
    </message>
    <message>
        <source>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</source>
        <translation>Ein Cowboy, der außerhalb der Straße wartet, beginnt auf Feld 1 des Gehsteigs, den sein Spieler wählt.</translation>
    </message>
    <message>
        <source>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</source>
        <translation>Nur das Feld, auf dem du stehen bleibst, zählt: Es muss frei sein oder mit einem einzigen Cowboy besetzt sein, den du angreifst. Höchstens zwei Cowboys auf einem Feld.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Geschäftsanteile</translation>
    </message>
    <message>
        <source>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</source>
        <translation>Auf einem Stern- oder Dollar-Feld darfst du den obersten Anteil des Stapels ziehen. Leg ihn kostenlos unter den Stapel zurück oder würfle mit drei Würfeln: Die Summe minus deine Sterne für die Eigenschaft des Anteils (mindestens 0) ist sein Preis. Bezahl ihn oder leg den Anteil für %1 Provision zurück.</translation>
    </message>
    <message>
        <source>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</source>
        <translation>Auf einem Dollar-Feld darfst du stattdessen einen Zahltag ansagen: %1 je Anteil in deinem Besitz; alle %2 Anteile eines Geschäfts zählen als %3.</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Bankraub</translation>
    </message>
    <message>
        <source>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</source>
        <translation>Auf einem Dollar-Feld darfst du die Bank ausrauben: Würfle mit drei Würfeln. Jeder Mitspieler würfelt reihum einmal mit drei Würfeln; wer zuerst höher würfelt, fängt dich und erhält %1, und du setzt %2 Zug/Züge aus und beginnst neu außerhalb der Straße. Würfelt niemand höher, entkommst du mit %3.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</source>
        <translation>Du darfst deinen Zug auf dem Feld eines einzelnen Cowboys beenden, wenn ihr beide einen Anteil desselben Geschäfts besitzt.</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if he owns a share.</source>
        <translation>Du darfst deinen Zug auf dem Feld eines einzelnen Cowboys beenden, wenn er einen Anteil besitzt.</translation>
    </message>
    <message>
        <source>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</source>
        <translation>Du nennst das Geschäft, er die Eigenschaft; beide würfeln mit drei Würfeln und zählen ihre Sterne dafür dazu. Die höhere Summe gewinnt, bei Gleichstand der Verteidiger; der Verlierer gibt dem Gewinner einen seiner Anteile an diesem Geschäft.</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</source>
        <translation>Auf einem As-Feld spielen alle Poker mit den Würfeln, reihum ab dem Spieler, der dort steht. Jeder Wurf kostet einen deiner Anteile (%1 ohne Anteile).</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</source>
        <translation>Auf einem As-Feld spielen alle Poker mit den Würfeln, reihum ab dem Spieler, der dort steht. Jeder Wurf kostet %1 für die Mitte.</translation>
    </message>
    <message>
        <source>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</source>
        <translation>Würfle mit den fünf Würfeln, dann bleib stehen oder lass einige liegen und würfle die anderen noch einmal. Von niedrig nach hoch: ein Paar, zwei Paare, ein Drilling, eine Straße, ein Full House, ein Vierling; gleiche Kombinationen vergleichen ihre Symbole (A, K, D, B, 10, 9). Die beste gewinnt den Pott; bei Gleichstand wird noch einmal gewürfelt.</translation>
    </message>
    <message>
        <source>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</source>
        <translation>Fünf gleiche Würfel gelten als Falschspiel: Der Wurf zählt nicht, und der Falschspieler zahlt jedem Mitspieler %1 oder setzt %2 Zug/Züge aus.</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</source>
        <translation>Auf einem Würfel-Feld setzen alle Chips gegen die Bank, jeder mindestens einen; ein an die Bank verlorener Chip kann für %1 zurückgekauft werden. Der Spieler, der dort steht, würfelt einmal mit drei Würfeln. Ein gewinnender Chip kommt mit seinem Gewinn zurück; ein verlierender geht an die Bank.</translation>
    </message>
    <message>
        <source>pays %1.</source>
        <translation>zahlt %1.</translation>
    </message>
    <message>
        <source>two dice alike (three count too): pays %1.</source>
        <translation>zwei gleiche Würfel (drei zählen auch): zahlt %1.</translation>
    </message>
    <message>
        <source>A named pair:</source>
        <translation>Ein bestimmter Pasch:</translation>
    </message>
    <message>
        <source>pays %1 and the star deck&apos;s top share.</source>
        <translation>zahlt %1 und den obersten Anteil des Stern-Stapels.</translation>
    </message>
    <message>
        <source>Out of money</source>
        <translation>Ohne Geld</translation>
    </message>
    <message>
        <source>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</source>
        <translation>Ein Spieler, der zahlen muss und zu wenig Bargeld hat, verkauft Anteile seiner Wahl für je %1 an die Bank.</translation>
    </message>
    <message>
        <source>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</source>
        <translation>Ohne Geld und Anteile erhält er einen einmaligen Kredit von %1; ist er ein zweites Mal pleite, scheidet er aus.</translation>
    </message>
    <message>
        <source>With neither money nor shares he is out of the game.</source>
        <translation>Ohne Geld und Anteile scheidet er aus.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty, or after round %1.</source>
        <translation>Das Spiel endet, wenn beide Stapel leer sind, oder nach Runde %1.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty.</source>
        <translation>Das Spiel endet, wenn beide Stapel leer sind.</translation>
    </message>
    <message>
        <source>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</source>
        <translation>Die meisten Anteile gewinnen; alle Anteile eines Geschäfts zählen als %1. Bei gleich vielen gewinnt das meiste Geld; weiterhin gleich, teilen sie sich den Sieg.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Das Ende</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Regelübersicht für die Variante „%1“.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Diese Variante: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Die Idee</translation>
    </message>
    <message>
        <source>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</source>
        <translation>Revolverhelden ziehen durch die Hauptstraße von Jolly Town, kaufen Geschäftsanteile, spielen um Geld, rauben die Bank aus und kämpfen um Anteile. Die meisten Anteile gewinnen.</translation>
    </message>
    <message>
        <source>Click a die, then a direction</source>
        <translation>Klicke einen Würfel an, dann eine Richtung</translation>
    </message>
    <message>
        <source>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</source>
        <translation>Geh diesen Würfel nach Westen oder Osten oder mit ihm über die Straße. Ein helles Feld kannst du auch gleich anklicken: Der Zug, der dorthin führt, wird gemacht.</translation>
    </message>
    <message>
        <source>Click a button under the street</source>
        <translation>Klicke eine Schaltfläche unter der Straße an</translation>
    </message>
    <message>
        <source>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</source>
        <translation>Einen Anteil ziehen, kaufen, Zahltag, Bankraub, stehen bleiben, noch einmal würfeln…: Jede Schaltfläche zeigt ihre Taste in Klammern.</translation>
    </message>
    <message>
        <source>Click a poker die</source>
        <translation>Klicke einen Poker-Würfel an</translation>
    </message>
    <message>
        <source>Keep it for the next roll; click it again to roll it.</source>
        <translation>Lass ihn beim nächsten Wurf liegen; klicke ihn noch einmal an, um ihn mitzuwürfeln.</translation>
    </message>
    <message>
        <source>Click a spot of the hasard board</source>
        <translation>Klicke ein Feld des Hasard-Bretts an</translation>
    </message>
    <message>
        <source>Bet a chip there.</source>
        <translation>Setze dort einen Chip.</translation>
    </message>
    <message>
        <source>Your move: choose a die.</source>
        <translation>Dein Zug: Wähle einen Würfel.</translation>
    </message>
    <message>
        <source>Walk it west or east.</source>
        <translation>Geh ihn nach Westen oder Osten.</translation>
    </message>
    <message>
        <source>Cross the street with it.</source>
        <translation>Geh mit ihm über die Straße.</translation>
    </message>
    <message>
        <source>A cowboy off the street: start on the north or the south sidewalk.</source>
        <translation>Ein Cowboy außerhalb der Straße: Beginne auf dem nördlichen oder dem südlichen Gehsteig.</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Rücktaste</translation>
    </message>
    <message>
        <source>Take back the last step of the move.</source>
        <translation>Nimm den letzten Schritt des Zugs zurück.</translation>
    </message>
    <message>
        <source>Start the move again.</source>
        <translation>Beginne den Zug von vorn.</translation>
    </message>
    <message>
        <source>Make the move as built.</source>
        <translation>Mache den Zug, wie du ihn zusammengestellt hast.</translation>
    </message>
    <message>
        <source>On your field: draw a share, call a payday, rob the bank, or pass.</source>
        <translation>Auf deinem Feld: einen Anteil ziehen, einen Zahltag ansagen, die Bank ausrauben oder passen.</translation>
    </message>
    <message>
        <source>Answer yes or no: buy the share, pay, or sit out.</source>
        <translation>Antworte mit Ja oder Nein: den Anteil kaufen, zahlen oder aussetzen.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 bis 9</translation>
    </message>
    <message>
        <source>Choose from a numbered list: a business, a share, an attribute.</source>
        <translation>Wähle aus einer nummerierten Liste: ein Geschäft, einen Anteil, eine Eigenschaft.</translation>
    </message>
    <message>
        <source>Poker: keep or free a die, roll again, or stand.</source>
        <translation>Poker: einen Würfel liegen lassen oder freigeben, noch einmal würfeln oder stehen bleiben.</translation>
    </message>
    <message>
        <source>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</source>
        <translation>Hasard: auf niedrig, hoch, Pasch oder einen bestimmten Pasch setzen; einen Chip zurückkaufen; fertig gesetzt.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Ein Zug, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Your cowboy</source>
        <translation>Dein Cowboy</translation>
    </message>
    <message>
        <source>A chip</source>
        <translation>Ein Chip</translation>
    </message>
    <message>
        <source>A die</source>
        <translation>Ein Würfel</translation>
    </message>
    <message>
        <source>A gunfighter (secret)</source>
        <translation>Ein Revolverheld (geheim)</translation>
    </message>
    <message>
        <source>A share</source>
        <translation>Ein Anteil</translation>
    </message>
    <message>
        <source>A share&apos;s back</source>
        <translation>Die Rückseite eines Anteils</translation>
    </message>
    <message>
        <source>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</source>
        <translation>Dein Zug beginnt mit einem Wurf von drei Würfeln. Dein Cowboy steht auf dem nördlichen Gehsteig.</translation>
    </message>
    <message>
        <source>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</source>
        <translation>Geh zwei der Würfel, jeden nach Osten oder Westen: Wähle einen Würfel (klicke ihn an oder drücke 1, 2 oder 3), dann Ost oder West (Pfeil rechts oder links). Hier geht die %1 nach Osten und die %2 nach Westen.</translation>
    </message>
    <message>
        <source>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</source>
        <translation>Der dritte Würfel führt über die Straße auf das gegenüberliegende Feld (Pfeil hoch oder runter) oder verfällt. Nur das Feld, auf dem du stehen bleibst, zählt; ein helles Feld kannst du auch gleich anklicken. Drücke dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</source>
        <translation>Auf einem Stern-Feld darfst du den obersten Anteil des Stern-Stapels ziehen und mit drei Würfeln würfeln: %1, minus deine %2 Sterne für seine Eigenschaft, ergibt einen Preis von %3. Bezahl ihn oder leg den Anteil für %4 zurück.</translation>
    </message>
</context>
<context>
    <name>WeScene</name>
    <message>
        <source>%1&apos;s cowboy (%2)</source>
        <translation>%1s Cowboy (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n Chip auf der Hand</numerusform>
            <numerusform>%n Chips auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Broke: out of the game</source>
        <translation>Pleite: ausgeschieden</translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Setzt noch %n Zug aus</numerusform>
            <numerusform>Setzt noch %n Züge aus</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>raus</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>ausgeschieden</translation>
    </message>
    <message>
        <source>no shares yet</source>
        <translation>noch keine Anteile</translation>
    </message>
    <message>
        <source>%1: complete (%2), counts %3</source>
        <translation>%1: vollständig (%2), zählt %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s) (%2)</source>
        <translation>
            <numerusform>%1: %n Anteil (%2)</numerusform>
            <numerusform>%1: %n Anteile (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n gezählt</numerusform>
            <numerusform>%n gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter: %1</source>
        <translation>Dein Revolverheld: %1</translation>
    </message>
    <message>
        <source>Jolly Town&apos;s main street</source>
        <translation>Die Hauptstraße von Jolly Town</translation>
    </message>
    <message>
        <source>north</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>Süd</translation>
    </message>
    <message>
        <source>Cowboys waiting off the street start on field 1 of either sidewalk</source>
        <translation>Wartende Cowboys beginnen auf Feld 1 eines der beiden Gehsteige</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Gehe nach %1</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), waiting off the street</source>
        <translation>%1s Cowboy (%2), wartet außerhalb der Straße</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), on %3</source>
        <translation>%1s Cowboy (%2), auf %3</translation>
    </message>
    <message>
        <source>Star deck</source>
        <translation>Stern-Stapel</translation>
    </message>
    <message>
        <source>Dollar deck</source>
        <translation>Dollar-Stapel</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Preis: %1</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>gezogen</translation>
    </message>
    <message>
        <source>Move roll</source>
        <translation>Zugwurf</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist aus</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Start north (N)</source>
        <translation>Start im Norden (N)</translation>
    </message>
    <message>
        <source>Start south (S)</source>
        <translation>Start im Süden (S)</translation>
    </message>
    <message>
        <source>← West</source>
        <translation>← West</translation>
    </message>
    <message>
        <source>East →</source>
        <translation>Ost →</translation>
    </message>
    <message>
        <source>Cross ↕</source>
        <translation>Über die Straße ↕</translation>
    </message>
    <message>
        <source>Step back (Backspace)</source>
        <translation>Schritt zurück (Rücktaste)</translation>
    </message>
    <message>
        <source>Choose a die (1, 2, 3) or click a lit field.</source>
        <translation>Wähle einen Würfel (1, 2, 3) oder klicke ein helles Feld an.</translation>
    </message>
    <message>
        <source>Die %1 shows %2: walk it west or east, or cross the street.</source>
        <translation>Würfel %1 zeigt %2: Geh nach Westen oder Osten oder über die Straße.</translation>
    </message>
    <message>
        <source>Draw a share (D)</source>
        <translation>Anteil ziehen (D)</translation>
    </message>
    <message>
        <source>Payday (Y)</source>
        <translation>Zahltag (Y)</translation>
    </message>
    <message>
        <source>Rob the bank (R)</source>
        <translation>Bankraub (R)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Roll for the price (R)</source>
        <translation>Um den Preis würfeln (R)</translation>
    </message>
    <message>
        <source>Put it back, free (P)</source>
        <translation>Kostenlos zurücklegen (P)</translation>
    </message>
    <message>
        <source>Buy for %1 (Y)</source>
        <translation>Für %1 kaufen (Y)</translation>
    </message>
    <message>
        <source>Put it back for %1 (N)</source>
        <translation>Für %1 zurücklegen (N)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Stehen bleiben (S)</translation>
    </message>
    <message>
        <source>Keep the chosen dice, roll the others (R)</source>
        <translation>Gewählte Würfel liegen lassen, die anderen würfeln (R)</translation>
    </message>
    <message>
        <source>Roll all five again (R)</source>
        <translation>Alle fünf noch einmal würfeln (R)</translation>
    </message>
    <message>
        <source>Pay each %1 (Y)</source>
        <translation>Jedem %1 zahlen (Y)</translation>
    </message>
    <message>
        <source>Sit out (N)</source>
        <translation>Aussetzen (N)</translation>
    </message>
    <message>
        <source>Buy a chip for %1 (B)</source>
        <translation>Chip für %1 kaufen (B)</translation>
    </message>
    <message>
        <source>Done betting (D)</source>
        <translation>Fertig gesetzt (D)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>cheat!</source>
        <translation>Falschspieler!</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 und %n Anteil</numerusform>
            <numerusform>%1 und %n Anteile</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie: roll again</source>
        <translation>Gleichstand: noch einmal würfeln</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>zahlt %1</translation>
    </message>
    <message>
        <source>%1&apos;s chip on %2</source>
        <translation>%1s Chip auf %2</translation>
    </message>
    <message>
        <source>Bet a chip on %1</source>
        <translation>Einen Chip auf %1 setzen</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>The gunfighters</source>
        <translation>Die Revolverhelden</translation>
    </message>
    <message>
        <source>%1&apos;s gunfighter: %2 (%3)</source>
        <translation>%1s Revolverheld: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an attribute and its stars, e.g. Speed 5</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Poker is over</source>
        <translation>Das Pokern ist vorbei</translation>
    </message>
    <message>
        <source>%1: wins</source>
        <comment>poker: a winning hand</comment>
        <translation>%1: gewinnt</translation>
    </message>
</context>
<context>
    <name>WeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist aus.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>Move your cowboy first.</source>
        <translation>Zieh zuerst deinen Cowboy.</translation>
    </message>
    <message>
        <source>Those walks do not end on that field.</source>
        <translation>Diese Gänge enden nicht auf diesem Feld.</translation>
    </message>
    <message>
        <source>Two cowboys stand there already.</source>
        <translation>Dort stehen schon zwei Cowboys.</translation>
    </message>
    <message>
        <source>You may attack %1 only if you both own a share of one business.</source>
        <translation>Du darfst %1 nur angreifen, wenn ihr beide einen Anteil desselben Geschäfts besitzt.</translation>
    </message>
    <message>
        <source>These dice cannot take you there: two walks that stay on the street, one crossing at most.</source>
        <translation>Mit diesem Wurf kommst du nicht dorthin: zwei Gänge, die auf der Straße bleiben, höchstens einmal über die Straße.</translation>
    </message>
    <message>
        <source>You cannot pay %1: put the share back.</source>
        <translation>Du kannst %1 nicht zahlen: Leg den Anteil zurück.</translation>
    </message>
    <message>
        <source>Buy the share or put it back.</source>
        <translation>Kauf den Anteil oder leg ihn zurück.</translation>
    </message>
    <message>
        <source>A payday needs a share at least, on a dollar field.</source>
        <translation>Ein Zahltag braucht mindestens einen Anteil, auf einem Dollar-Feld.</translation>
    </message>
    <message>
        <source>The bank can be robbed only from a dollar field.</source>
        <translation>Die Bank kann nur von einem Dollar-Feld aus ausgeraubt werden.</translation>
    </message>
    <message>
        <source>This deck is empty.</source>
        <translation>Dieser Stapel ist leer.</translation>
    </message>
    <message>
        <source>Draw a share or pass.</source>
        <translation>Zieh einen Anteil oder passe.</translation>
    </message>
    <message>
        <source>Name a business you both own shares of.</source>
        <translation>Nenne ein Geschäft, an dem ihr beide Anteile besitzt.</translation>
    </message>
    <message>
        <source>Name one of the four attributes.</source>
        <translation>Nenne eine der vier Eigenschaften.</translation>
    </message>
    <message>
        <source>Hand over one of your shares of %1.</source>
        <translation>Gib einen deiner Anteile an %1 ab.</translation>
    </message>
    <message>
        <source>Choose one of your own shares.</source>
        <translation>Wähle einen deiner eigenen Anteile.</translation>
    </message>
    <message>
        <source>Keep some dice and roll again, or stand.</source>
        <translation>Lass einige Würfel liegen und würfle noch einmal, oder bleib stehen.</translation>
    </message>
    <message>
        <source>Pay the others or sit out.</source>
        <translation>Zahl den anderen oder setz aus.</translation>
    </message>
    <message>
        <source>You have no chip left to bet: buy one back or say you are done.</source>
        <translation>Du hast keinen Chip mehr zum Setzen: Kauf einen zurück oder sag, dass du fertig bist.</translation>
    </message>
    <message>
        <source>You cannot buy a chip back now (none in the bank, or not enough money).</source>
        <translation>Du kannst jetzt keinen Chip zurückkaufen (keiner in der Bank oder zu wenig Geld).</translation>
    </message>
    <message>
        <source>Bet one chip at least before you are done.</source>
        <translation>Setz mindestens einen Chip, bevor du fertig bist.</translation>
    </message>
    <message>
        <source>Roll for the price or put the share back.</source>
        <translation>Würfle um den Preis oder leg den Anteil zurück.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Dieser Zug ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Choose a die first (1, 2, 3).</source>
        <translation>Wähle zuerst einen Würfel (1, 2, 3).</translation>
    </message>
    <message>
        <source>Choose the sidewalk to start on first (N or S).</source>
        <translation>Wähle zuerst den Gehsteig für den Start (N oder S).</translation>
    </message>
    <message>
        <source>You cross the street once at most.</source>
        <translation>Du gehst höchstens einmal über die Straße.</translation>
    </message>
    <message>
        <source>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</source>
        <translation>So geht kein Zug weiter: Jeder Gang muss auf der Straße bleiben und dort enden, wo ein Cowboy stehen darf.</translation>
    </message>
    <message>
        <source>You have used that die already.</source>
        <translation>Diesen Würfel hast du schon benutzt.</translation>
    </message>
    <message>
        <source>Your cowboy is on the street already.</source>
        <translation>Dein Cowboy steht schon auf der Straße.</translation>
    </message>
    <message>
        <source>There is no choice %1.</source>
        <translation>Es gibt keine Wahl %1.</translation>
    </message>
    <message>
        <source>Walk two dice first (1–3, then Left or Right), or click a lit field.</source>
        <translation>Geh zuerst zwei Würfel (1–3, dann Links oder Rechts) oder klicke ein helles Feld an.</translation>
    </message>
    <message>
        <source>Each button shows its key: press that key, or click the button.</source>
        <translation>Jede Schaltfläche zeigt ihre Taste: Drück diese Taste oder klick auf die Schaltfläche.</translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Main street</source>
        <translation>Hauptstraße</translation>
    </message>
    <message>
        <source>Gunfighters</source>
        <translation>Revolverhelden</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Geschäftsanteile</translation>
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
        <translation>Bankraub</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Auslegungen der Regeln</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Mindestzahl der Spieler</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Die kleinste Spielerzahl, mit der diese Regeln gespielt werden können.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Höchstzahl der Spieler</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Die größte Spielerzahl, mit der diese Regeln gespielt werden können.</translation>
    </message>
    <message>
        <source>Bills at the start</source>
        <translation>Scheine zu Beginn</translation>
    </message>
    <message>
        <source>The bills each player starts with.</source>
        <translation>Die Scheine, mit denen jeder Spieler beginnt.</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Chips zu Beginn</translation>
    </message>
    <message>
        <source>The chips in each player&apos;s colour, for hasard.</source>
        <translation>Die Chips in der Farbe jedes Spielers, für Hasard.</translation>
    </message>
    <message>
        <source>North sidewalk</source>
        <translation>Nördlicher Gehsteig</translation>
    </message>
    <message>
        <source>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</source>
        <translation>Die Felder des nördlichen Gehsteigs von West nach Ost: Stein-, Stern-, Dollar-, As- oder Würfel-Felder. Das erste ist ein Stein-Feld zum Start.</translation>
    </message>
    <message>
        <source>South sidewalk</source>
        <translation>Südlicher Gehsteig</translation>
    </message>
    <message>
        <source>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</source>
        <translation>Die Felder des südlichen Gehsteigs von West nach Ost, jedes gegenüber dem nördlichen Feld mit derselben Nummer.</translation>
    </message>
    <message>
        <source>The gunfighters; each player draws one in secret.</source>
        <translation>Die Revolverhelden; jeder Spieler zieht geheim einen.</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligenz</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for intelligence, in the order of the names.</source>
        <translation>Die Sterne jedes Revolverhelden für Intelligenz, in der Reihenfolge der Namen.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Schnelligkeit</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for speed, in the order of the names.</source>
        <translation>Die Sterne jedes Revolverhelden für Schnelligkeit, in der Reihenfolge der Namen.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Kraft</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for strength, in the order of the names.</source>
        <translation>Die Sterne jedes Revolverhelden für Kraft, in der Reihenfolge der Namen.</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Geschicklichkeit</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for dexterity, in the order of the names.</source>
        <translation>Die Sterne jedes Revolverhelden für Geschicklichkeit, in der Reihenfolge der Namen.</translation>
    </message>
    <message>
        <source>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</source>
        <translation>Die Geschäftsanteile jedes Geschäfts nach der Eigenschaft, die ihren Preis bestimmt. Ändern Sie sie im Reiter Stapel.</translation>
    </message>
    <message>
        <source>Businesses of the dollar deck</source>
        <translation>Geschäfte des Dollar-Stapels</translation>
    </message>
    <message>
        <source>The businesses whose shares have a dollar on the back; the others&apos; have a star.</source>
        <translation>Die Geschäfte, deren Anteile einen Dollar auf der Rückseite haben; die der anderen einen Stern.</translation>
    </message>
    <message>
        <source>Fee for putting a share back</source>
        <translation>Provision fürs Zurücklegen</translation>
    </message>
    <message>
        <source>Bills paid to put a share back under its deck after rolling its price.</source>
        <translation>Scheine, die man zahlt, um einen Anteil nach dem Auswürfeln des Preises unter den Stapel zurückzulegen.</translation>
    </message>
    <message>
        <source>Payday per share</source>
        <translation>Zahltag je Anteil</translation>
    </message>
    <message>
        <source>Bills a payday pays for each share held.</source>
        <translation>Scheine, die ein Zahltag für jeden gehaltenen Anteil auszahlt.</translation>
    </message>
    <message>
        <source>A complete business counts</source>
        <translation>Ein vollständiges Geschäft zählt</translation>
    </message>
    <message>
        <source>What all the shares of one business in one hand count as, on payday and at the end.</source>
        <translation>Was alle Anteile eines Geschäfts in einer Hand zählen, am Zahltag und am Ende.</translation>
    </message>
    <message>
        <source>Stake per roll</source>
        <translation>Einsatz je Wurf</translation>
    </message>
    <message>
        <source>Bills put into the pot for each poker roll.</source>
        <translation>Scheine in den Pott für jeden Pokerwurf.</translation>
    </message>
    <message>
        <source>Poker for shares</source>
        <translation>Poker um Geschäftsanteile</translation>
    </message>
    <message>
        <source>On: each poker roll stakes a share instead of bills.</source>
        <translation>An: jeder Pokerwurf setzt einen Anteil statt Scheinen ein.</translation>
    </message>
    <message>
        <source>Stake without shares</source>
        <translation>Einsatz ohne Anteile</translation>
    </message>
    <message>
        <source>Poker for shares: the bills a player without shares stakes per roll.</source>
        <translation>Poker um Anteile: die Scheine, die ein Spieler ohne Anteile je Wurf einsetzt.</translation>
    </message>
    <message>
        <source>A cheat pays each</source>
        <translation>Ein Falschspieler zahlt jedem</translation>
    </message>
    <message>
        <source>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</source>
        <translation>Scheine, die ein Spieler mit fünf gleichen Symbolen jedem Mitspieler zahlt, wenn er nicht stattdessen aussetzt.</translation>
    </message>
    <message>
        <source>A cheat sits out</source>
        <translation>Ein Falschspieler setzt aus</translation>
    </message>
    <message>
        <source>Turns a cheat sits out, unless he pays instead.</source>
        <translation>Züge, die ein Falschspieler aussetzt, wenn er nicht stattdessen zahlt.</translation>
    </message>
    <message>
        <source>Price of a chip</source>
        <translation>Preis eines Chips</translation>
    </message>
    <message>
        <source>Bills to buy back one chip from the bank.</source>
        <translation>Scheine, um einen Chip von der Bank zurückzukaufen.</translation>
    </message>
    <message>
        <source>LOW pays</source>
        <translation>LOW zahlt</translation>
    </message>
    <message>
        <source>Bills per chip on LOW (4 to 10) when it wins.</source>
        <translation>Scheine je Chip auf LOW (4 bis 10), wenn es gewinnt.</translation>
    </message>
    <message>
        <source>HIGH pays</source>
        <translation>HIGH zahlt</translation>
    </message>
    <message>
        <source>Bills per chip on HIGH (11 to 17) when it wins.</source>
        <translation>Scheine je Chip auf HIGH (11 bis 17), wenn es gewinnt.</translation>
    </message>
    <message>
        <source>Any pair pays</source>
        <translation>PASCH zahlt</translation>
    </message>
    <message>
        <source>Bills per chip on any pair when it wins.</source>
        <translation>Scheine je Chip auf einen beliebigen Pasch, wenn er gewinnt.</translation>
    </message>
    <message>
        <source>A named pair pays</source>
        <translation>Ein bestimmter Pasch zahlt</translation>
    </message>
    <message>
        <source>Bills per chip on a pair of one face when it wins.</source>
        <translation>Scheine je Chip auf einen Pasch einer Augenzahl, wenn er gewinnt.</translation>
    </message>
    <message>
        <source>A named pair wins a share</source>
        <translation>Ein bestimmter Pasch gewinnt einen Anteil</translation>
    </message>
    <message>
        <source>On: a winning chip on a named pair also wins the top share of the star deck.</source>
        <translation>An: ein gewinnender Chip auf einem bestimmten Pasch gewinnt auch den obersten Anteil des Stern-Stapels.</translation>
    </message>
    <message>
        <source>Selling price of a share</source>
        <translation>Verkaufspreis eines Anteils</translation>
    </message>
    <message>
        <source>Bills the bank pays for a share sold by a player short of cash.</source>
        <translation>Scheine, die die Bank für einen Anteil zahlt, den ein Spieler ohne Bargeld verkauft.</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <source>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</source>
        <translation>Was mit einem Spieler geschieht, der zahlen muss und weder Geld noch Anteile hat: Er scheidet aus, oder er erhält einen einmaligen Kredit.</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Kredit</translation>
    </message>
    <message>
        <source>Bills of the one-time credit, when the broke rule gives one.</source>
        <translation>Scheine des einmaligen Kredits, wenn die Pleite-Regel einen gewährt.</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Belohnung</translation>
    </message>
    <message>
        <source>Bills for the player who catches a bank robber.</source>
        <translation>Scheine für den Spieler, der einen Bankräuber fängt.</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Beute</translation>
    </message>
    <message>
        <source>Bills a bank robber escapes with.</source>
        <translation>Scheine, mit denen ein Bankräuber entkommt.</translation>
    </message>
    <message>
        <source>A caught robber sits out</source>
        <translation>Ein gefangener Räuber setzt aus</translation>
    </message>
    <message>
        <source>Turns a caught robber sits out; then he starts again off the board.</source>
        <translation>Züge, die ein gefangener Räuber aussetzt; danach beginnt er neu außerhalb der Straße.</translation>
    </message>
    <message>
        <source>Attacker needs a share too</source>
        <translation>Angreifer braucht auch einen Anteil</translation>
    </message>
    <message>
        <source>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</source>
        <translation>An (die Spielanleitung): Der Angreifer muss einen Anteil des Geschäfts besitzen, das er nennt, wie der Verteidiger.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Rounds until the game ends; 0: until both share decks are empty.</source>
        <translation>Runden bis zum Spielende; 0: bis beide Stapel leer sind.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Scheidet aus</translation>
    </message>
    <message>
        <source>A one-time credit</source>
        <translation>Ein einmaliger Kredit</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Stein-Feld</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Stern-Feld</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollar-Feld</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>As-Feld</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Würfel-Feld</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Geschäft</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Eigenschaft</translation>
    </message>
    <message>
        <source>Add a business…</source>
        <translation>Geschäft hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the business</source>
        <translation>Geschäft entfernen</translation>
    </message>
    <message>
        <source>Add an attribute…</source>
        <translation>Eigenschaft hinzufügen…</translation>
    </message>
    <message>
        <source>Remove the attribute</source>
        <translation>Eigenschaft entfernen</translation>
    </message>
    <message>
        <source>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</source>
        <translation>Die beiden Gehsteige müssen gleich lang sein: Der nördliche hat %1 Felder, der südliche %2.</translation>
    </message>
    <message>
        <source>%1: the first field must be the stone start field, not a %2.</source>
        <translation>%1: Das erste Feld muss das Stein-Startfeld sein, nicht: %2.</translation>
    </message>
    <message>
        <source>Too few fields for %1 players: the main street has only %2.</source>
        <translation>Zu wenige Felder für %1 Spieler: Die Hauptstraße hat nur %2.</translation>
    </message>
    <message>
        <source>%1: each of the %2 gunfighters needs a number of stars, found %3.</source>
        <translation>%1: Jeder der %2 Revolverhelden braucht eine Anzahl Sterne, gefunden: %3.</translation>
    </message>
    <message>
        <source>Too few gunfighters: %1 players draw one each, but there are %2.</source>
        <translation>Zu wenige Revolverhelden: %1 Spieler ziehen je einen, aber es gibt nur %2.</translation>
    </message>
    <message>
        <source>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</source>
        <translation>„%1“ hat eine Dollar-Rückseite, ist aber kein Geschäft des Anteilsstapels: Füge es dort hinzu oder entferne es.</translation>
    </message>
    <message>
        <source>At most %1 businesses, found %2.</source>
        <translation>Höchstens %1 Geschäfte, gefunden: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) a side instead of %1</source>
        <extracomment>Both sidewalks&apos; length changed alike: &quot;12 fields a side instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n Feld pro Straßenseite statt %1</numerusform>
            <numerusform>%n Felder pro Straßenseite statt %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) instead of %1</source>
        <extracomment>A sidewalk&apos;s length changed: &quot;12 fields instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n Feld statt %1</numerusform>
            <numerusform>%n Felder statt %1</numerusform>
        </translation>
    </message>
    <message>
        <source>field %1: %2 → %3</source>
        <extracomment>A field of a sidewalk (numbered from 1, west to east) of another kind: &quot;field 5: Star field → Dollar field&quot;.</extracomment>
        <translation>Feld %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>WeTips</name>
    <message>
        <source>its price is three dice less your stars for %1. The most shares win the game.</source>
        <translation>sein Preis sind drei Würfel minus deine Sterne für %1. Die meisten Anteile gewinnen das Spiel.</translation>
    </message>
    <message>
        <source>The most shares win the game; all the shares of one business count as %1.</source>
        <translation>Die meisten Anteile gewinnen das Spiel; alle Anteile eines Geschäfts zählen als %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1: %n Anteil, verdeckt. Lande auf einem %2, um den obersten zu ziehen.</numerusform>
            <numerusform>%1: %n Anteile, verdeckt. Lande auf einem %2, um den obersten zu ziehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</source>
        <translation>Dein Revolverheld, %1 (geheim): Die Sterne senken die Preise, die du zahlst, und zählen bei Angriffen.</translation>
    </message>
    <message>
        <source>each star takes one off the price of a share that names it, and adds one in an attack.</source>
        <translation>jeder Stern zieht eins vom Preis eines Anteils ab, der sie nennt, und zählt bei einem Angriff eins dazu.</translation>
    </message>
    <message>
        <source>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</source>
        <translation>Dein Wurf für den Zug: Geh zwei Würfel nach Osten oder Westen; der dritte führt über die Straße oder verfällt.</translation>
    </message>
    <message>
        <source>The pot: the best poker hand wins it.</source>
        <translation>Der Pott: Die beste Pokerhand gewinnt ihn.</translation>
    </message>
    <message>
        <source>The hasard board: everybody bets chips on what three dice will show, against the bank.</source>
        <translation>Das Hasard-Brett: Alle setzen Chips darauf, was drei Würfel zeigen werden, gegen die Bank.</translation>
    </message>
    <message>
        <source>Move die %1: %2</source>
        <translation>Zugwürfel %1: %2</translation>
    </message>
    <message>
        <source>Poker die %1: %2</source>
        <translation>Pokerwürfel %1: %2</translation>
    </message>
    <message>
        <source>kept; click to roll it again.</source>
        <translation>liegen gelassen; klicke, um ihn wieder mitzuwürfeln.</translation>
    </message>
    <message>
        <source>click to keep it for the next roll.</source>
        <translation>klicke, um ihn beim nächsten Wurf liegen zu lassen.</translation>
    </message>
</context>
<context>
    <name>WeUi</name>
    <message>
        <source>A game by %1, published by %2.</source>
        <translation>Ein Spiel von %1, erschienen bei %2.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Anteile</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Scheine</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
    <message>
        <source>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</source>
        <translation>%1, zieh deinen Cowboy: Klicke ein helles Feld an oder wähle einen Würfel (1, 2, 3) und geh ihn nach Osten (→), Westen (←) oder über die Straße (↑↓).</translation>
    </message>
    <message>
        <source>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</source>
        <translation>%1, du stehst auf einem Dollar-Feld: Zieh einen Geschäftsanteil (D), sag einen Zahltag an (Y), raube die Bank aus (R) oder passe (P).</translation>
    </message>
    <message>
        <source>%1, you are on a star field: draw a share (D) or pass (P).</source>
        <translation>%1, du stehst auf einem Stern-Feld: Zieh einen Geschäftsanteil (D) oder passe (P).</translation>
    </message>
    <message>
        <source>%1, you drew %2: roll for its price (R) or put it back for free (P).</source>
        <translation>%1, du hast %2 gezogen: Würfle um den Preis (R) oder leg ihn kostenlos zurück (P).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</source>
        <translation>%1, %2 kostet %3: Kauf ihn (Y) oder leg ihn für %4 Provision zurück (N).</translation>
    </message>
    <message>
        <source>%1, you attack %2: name a business you both own shares of.</source>
        <translation>%1, du greifst %2 an: Nenne ein Geschäft, an dem ihr beide Anteile besitzt.</translation>
    </message>
    <message>
        <source>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</source>
        <translation>%1, %2 greift dich um %3 an: Nenne die Eigenschaft, mit der gekämpft wird (1–4).</translation>
    </message>
    <message>
        <source>%1, you lost the fight: choose the share of %2 you hand over.</source>
        <translation>%1, du hast den Kampf verloren: Wähle den Anteil an %2, den du abgibst.</translation>
    </message>
    <message>
        <source>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</source>
        <translation>%1, du musst %2 zahlen und hast zu wenig Bargeld: Verkaufe einen Anteil für %3 an die Bank.</translation>
    </message>
    <message>
        <source>%1, poker for shares: choose the share you stake on this roll.</source>
        <translation>%1, Poker um Anteile: Wähle den Anteil, den du auf diesen Wurf setzt.</translation>
    </message>
    <message>
        <source>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</source>
        <translation>%1, Poker: Klicke die Würfel an, die du liegen lässt (oder tippe 1–5), und würfle die anderen noch einmal (R), oder bleib stehen (S).</translation>
    </message>
    <message>
        <source>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</source>
        <translation>%1, fünf gleiche: Du bist als Falschspieler ertappt! Zahl jedem Mitspieler %2 (Y) oder setz %3 Zug/Züge aus (N).</translation>
    </message>
    <message>
        <source>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</source>
        <translation>%1, Hasard: Klicke ein Feld des Bretts an, um einen Chip zu setzen (oder tippe L, H, A, 1–6), kauf einen Chip zurück (B) oder sag, dass du fertig bist (D).</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Du bist dran, %1.</translation>
    </message>
    <message>
        <source>The shares a player holds, counted as at the end: all the shares of one business count more</source>
        <translation>Die Geschäftsanteile eines Spielers, gezählt wie am Ende: alle Anteile eines Geschäfts zählen mehr</translation>
    </message>
    <message>
        <source>The bills a player holds</source>
        <translation>Die Scheine eines Spielers</translation>
    </message>
    <message>
        <source>The hasard chips a player holds</source>
        <translation>Die Hasard-Chips eines Spielers</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>The file ends in the middle of a line.</source>
        <translation>Die Datei endet mitten in einer Zeile.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</source>
        <translation>Houserules läuft bereits, antwortet aber nicht. Schließe es (oder warte, bis es antwortet) und versuche es noch einmal.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message numerus="yes">
        <source>…and %n more, listed in the details.</source>
        <translation>
            <numerusform>…und %n weiteres, aufgeführt in den Details.</numerusform>
            <numerusform>…und %n weitere, aufgeführt in den Details.</numerusform>
        </translation>
    </message>
</context>
</TS>
