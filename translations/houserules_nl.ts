<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Houserules</source>
        <translation>Over Houserules</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>Play tabletop games against the computer or with friends at one screen, try out house rules and test new card mixes.</source>
        <translation>Speel gezelschapsspellen tegen de computer of met vrienden aan één scherm, probeer huisregels uit en test nieuwe kaartsamenstellingen.</translation>
    </message>
    <message>
        <source>The games</source>
        <translation>De spellen</translation>
    </message>
    <message>
        <source>All card art, covers and icons were drawn for Houserules.</source>
        <translation>Alle kaarten, spelillustraties en pictogrammen zijn speciaal voor Houserules getekend.</translation>
    </message>
    <message>
        <source>Free software under the &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, version 3 or later (GPL-3.0-or-later).</source>
        <translation>Vrije software onder de &lt;a href=&quot;%1&quot;&gt;GNU General Public License&lt;/a&gt;, versie 3 of later (GPL-3.0-or-later).</translation>
    </message>
    <message>
        <source>The Houserules icon</source>
        <translation>Het pictogram van Houserules</translation>
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
        <translation>1. Alle kaarten open</translation>
    </message>
    <message>
        <source>2. Dynamite</source>
        <translation>2. Dynamiet</translation>
    </message>
    <message>
        <source>No dynamite was played.</source>
        <translation>Er is geen dynamiet gespeeld.</translation>
    </message>
    <message>
        <source>3. Each colour against Billy</source>
        <translation>3. Elke kleur tegen Billy</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>✗ more than Billy: shot down in that colour. Equal is safe.</source>
        <translation>✗ meer dan Billy: neergeschoten in die kleur. Evenveel is veilig.</translation>
    </message>
    <message>
        <source>4. Shot down</source>
        <translation>4. Neergeschoten</translation>
    </message>
    <message>
        <source>%1 is safe.</source>
        <translation>%1 blijft buiten schot.</translation>
    </message>
    <message>
        <source>5. The winner</source>
        <translation>5. De winnaar</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with the highest score: %n point(s).</source>
        <translation>
            <numerusform>%1 wint met de hoogste score: %n punt.</numerusform>
            <numerusform>%1 wint met de hoogste score: %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest cards.</source>
        <translation>
            <numerusform>Gelijke stand met %n punt; %1 wint met de minste kaarten.</numerusform>
            <numerusform>Gelijke stand met %n punten; %1 wint met de minste kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s); %1 wins with the fewest face-up cards.</source>
        <translation>
            <numerusform>Gelijke stand met %n punt; %1 wint met de minste open kaarten.</numerusform>
            <numerusform>Gelijke stand met %n punten; %1 wint met de minste open kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tied on %n point(s) and face-up cards; %1 wins with the fewest face-down cards.</source>
        <translation>
            <numerusform>Gelijke stand met %n punt en evenveel open kaarten; %1 wint met de minste gedekte kaarten.</numerusform>
            <numerusform>Gelijke stand met %n punten en evenveel open kaarten; %1 wint met de minste gedekte kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Still tied after every tie-break: %1 share the win.</source>
        <translation>Na elke beslisregel nog steeds gelijk: %1 delen de overwinning.</translation>
    </message>
    <message>
        <source>Nobody has a single point left: Blasting Billy wins and runs off with all the loot!</source>
        <translation>Niemand heeft nog een punt over: Blasting Billy wint en gaat er met de hele buit vandoor!</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite lay first and removes only itself.</source>
        <translation>%2-rij van %1: de dynamietkaart lag vooraan en verwijdert alleen zichzelf.</translation>
    </message>
    <message>
        <source>%1&apos;s %2 column: the dynamite removes itself and the %3.</source>
        <translation>%2-rij van %1: de dynamietkaart verwijdert zichzelf en %3.</translation>
    </message>
    <message>
        <source>%1 is shot down in %2.</source>
        <translation>%1 is neergeschoten vanwege %2.</translation>
    </message>
    <message>
        <source>Everyone was shot down, so only the colours in which a player was not shot down count.</source>
        <translation>Iedereen is neergeschoten, dus tellen alleen de kleuren waarin een speler niet is neergeschoten.</translation>
    </message>
</context>
<context>
    <name>BillyFigureTexts</name>
    <message>
        <source>Shot down</source>
        <translation>Neergeschoten</translation>
    </message>
    <message>
        <source>Billy wins</source>
        <translation>Billy wint</translation>
    </message>
    <message>
        <source>Dynamite hit the leader</source>
        <extracomment>A figure: the share of players whose dynamite got the leader shot down.</extracomment>
        <translation>Dynamiet trof de leider</translation>
    </message>
    <message>
        <source>Players are shot down %1 points more often (±%2).</source>
        <translation>Spelers worden %1 procentpunt vaker neergeschoten (±%2).</translation>
    </message>
    <message>
        <source>Players are shot down %1 points less often (±%2).</source>
        <translation>Spelers worden %1 procentpunt minder vaak neergeschoten (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points more often (±%2).</source>
        <translation>Plaats %3 wordt %1 procentpunt vaker neergeschoten (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 is shot down %1 points less often (±%2).</source>
        <translation>Plaats %3 wordt %1 procentpunt minder vaak neergeschoten (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points more often (±%2).</source>
        <translation>Billy wint %1 procentpunt vaker (±%2).</translation>
    </message>
    <message>
        <source>Billy wins %1 points less often (±%2).</source>
        <translation>Billy wint %1 procentpunt minder vaak (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points more often (±%2).</source>
        <translation>Het dynamiet van spelers treft de leider %1 procentpunt vaker (±%2).</translation>
    </message>
    <message>
        <source>Players&apos; dynamite hits the leader %1 points less often (±%2).</source>
        <translation>Het dynamiet van spelers treft de leider %1 procentpunt minder vaak (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points more often (±%2).</source>
        <translation>Het dynamiet van plaats %3 treft de leider %1 procentpunt vaker (±%2).</translation>
    </message>
    <message>
        <source>The dynamite of seat %3 hits the leader %1 points less often (±%2).</source>
        <translation>Het dynamiet van plaats %3 treft de leider %1 procentpunt minder vaak (±%2).</translation>
    </message>
</context>
<context>
    <name>BillyGuide</name>
    <message>
        <source>You hold %1 cards. Each turn you play one: to Billy, to your own loot or to the box; then you draw. At the end, whoever has more than Billy in any of the %2 colours is shot down, and of the others the highest loot wins. You see the colours of every hand, never the values.</source>
        <translation>Je hebt %1 kaarten in je hand. Elke beurt speel je er één: aan Billy, in je eigen buit of in de doos; daarna trek je een kaart. Wie aan het einde in een van de %2 kleuren meer heeft dan Billy, wordt neergeschoten; van de anderen wint de hoogste buit. Je ziet de kleuren van elke hand, nooit de waarden.</translation>
    </message>
    <message>
        <source>%1 at Billy&apos;s takes away the card placed before it in his %2: Billy ends with less %2, and whoever holds more than him is shot down.</source>
        <translation>%1 bij Billy verwijdert de kaart die vóór haar in zijn %2-rij kwam: Billy eindigt met minder %2, en wie meer heeft dan hij, wordt neergeschoten.</translation>
    </message>
    <message>
        <source>%1 raises Billy&apos;s %2 to at least %3, as far as you know. The more %2 Billy has, the more you may keep in your own loot without being shot down.</source>
        <translation>%1 brengt Billy’s %2 op minstens %3, voor zover jij weet. Hoe meer %2 Billy heeft, hoe meer jij in je eigen buit mag houden zonder neergeschoten te worden.</translation>
    </message>
    <message>
        <source>%1 as the first card of your %2 takes away only itself: out of your hand, it can hurt nobody.</source>
        <translation>%1 als eerste kaart van je %2-rij verwijdert alleen zichzelf: uit je hand kan ze niemand meer schaden.</translation>
    </message>
    <message>
        <source>%1 takes away the card placed before it in your %2: your %2 goes from %3 to %4, less to keep under Billy&apos;s.</source>
        <translation>%1 verwijdert de kaart die vóór haar in je %2-rij kwam: je %2 gaat van %3 naar %4, minder om onder die van Billy te houden.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2; you know of %4 in his.</source>
        <translation>%1 brengt je %2 op %3 punten. Die tellen alleen als Billy aan het einde minstens evenveel %2 heeft; jij weet van %4 bij hem.</translation>
    </message>
    <message>
        <source>%1 in the box can blast nothing: the box counts for nobody, so it is out of the game.</source>
        <translation>%1 in de doos kan niets opblazen: de doos telt voor niemand, dus ze is uit het spel.</translation>
    </message>
    <message>
        <source>%1 in the box counts for nobody: it neither raises your %2 against Billy nor helps the others keep more %2.</source>
        <translation>%1 in de doos telt voor niemand: ze verhoogt je %2 tegenover Billy niet en helpt de anderen niet om meer %2 te houden.</translation>
    </message>
    <message>
        <source>%1 in your loot blasts your own %2: it drops from %3 to %4 points.</source>
        <extracomment>Said when the card and your loot are chosen, before it is played.</extracomment>
        <translation>%1 in je buit blaast je eigen %2 op: die zakt van %3 naar %4 punten.</translation>
    </message>
    <message>
        <source>%1 brings your %2 to %3 points. They count only if Billy ends with at least as much %2, and you know of none in his yet.</source>
        <translation>%1 brengt je %2 op %3 punten. Die tellen alleen als Billy aan het einde minstens evenveel %2 heeft, en bij hem ken je er nog geen.</translation>
    </message>
</context>
<context>
    <name>BillyLog</name>
    <message>
        <source>%1 gave the %2 to Billy.</source>
        <translation>%1 gaf %2 aan Billy.</translation>
    </message>
    <message>
        <source>%1 gave a %2 card to Billy.</source>
        <translation>%1 gaf een %2-kaart aan Billy.</translation>
    </message>
    <message>
        <source>%1 claimed the %2.</source>
        <translation>%1 legde %2 in de eigen buit.</translation>
    </message>
    <message>
        <source>%1 claimed a %2 card, face down.</source>
        <translation>%1 legde een %2-kaart gedekt in de eigen buit.</translation>
    </message>
    <message>
        <source>%1 dumped the %2 in the box.</source>
        <translation>%1 dumpte %2 in de doos.</translation>
    </message>
    <message>
        <source>%1 dumped a %2 card in the box.</source>
        <translation>%1 dumpte een %2-kaart in de doos.</translation>
    </message>
    <message>
        <source>%1 drew the %2.</source>
        <translation>%1 trok %2.</translation>
    </message>
    <message>
        <source>%1 drew a %2 card.</source>
        <translation>%1 trok een %2-kaart.</translation>
    </message>
    <message>
        <source>%1 drew the last card: everyone plays one more turn.</source>
        <translation>%1 trok de laatste kaart: iedereen is nog één keer aan de beurt.</translation>
    </message>
    <message>
        <source>The game is over: the hand cards go to the box and the loot is turned up.</source>
        <translation>Het spel is voorbij: de handkaarten gaan in de doos en de buit wordt opengedraaid.</translation>
    </message>
    <message>
        <source>Billy</source>
        <translation>Billy</translation>
    </message>
    <message>
        <source>Nobody scored a point: Billy wins and runs off with the loot.</source>
        <translation>Niemand heeft een punt gescoord: Billy wint en gaat er met de buit vandoor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 won met %n punt.</numerusform>
            <numerusform>%1 won met %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed only itself.</source>
        <translation>De dynamietkaart in de %2-rij van %1 verwijderde alleen zichzelf.</translation>
    </message>
    <message>
        <source>The dynamite in %1&apos;s %2 column removed the %3.</source>
        <translation>De dynamietkaart in de %2-rij van %1 verwijderde %3.</translation>
    </message>
    <message>
        <source>Billy shot %1 down (%2: %3 &gt; %4).</source>
        <translation>Billy schoot %1 neer (%2: %3&#xa0;&gt;&#xa0;%4).</translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 delen de winst met elk %n punt.</numerusform>
            <numerusform>%1 delen de winst met elk %n punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyNames</name>
    <message>
        <source>Gold</source>
        <translation>Goud</translation>
    </message>
    <message>
        <source>Banknotes</source>
        <translation>Bankbiljetten</translation>
    </message>
    <message>
        <source>Coins</source>
        <translation>Munten</translation>
    </message>
    <message>
        <source>Jewelry</source>
        <translation>Juwelen</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamanten</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamiet</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A card: its colour, then its value (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 dynamite</source>
        <extracomment>The dynamite card of a colour (e.g. &quot;Gold dynamite&quot;); %1 is the colour.</extracomment>
        <translation>Dynamiet (%1)</translation>
    </message>
</context>
<context>
    <name>BillyRules</name>
    <message numerus="yes">
        <source>The loot comes in %n colour(s): %1.</source>
        <translation>
            <numerusform>De buit bestaat uit %n kleur: %1.</numerusform>
            <numerusform>De buit bestaat uit %n kleuren: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Each colour also has %n dynamite card(s), which have no value.</source>
        <translation>
            <numerusform>Elke kleur heeft daarnaast %n dynamietkaart, die geen waarde heeft.</numerusform>
            <numerusform>Elke kleur heeft daarnaast %n dynamietkaarten, die geen waarde hebben.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no dynamite in this variant.</source>
        <translation>In deze variant is er geen dynamiet.</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) in all.</source>
        <translation>
            <numerusform>Samen is dat %n kaart.</numerusform>
            <numerusform>Samen zijn dat %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>De kaarten</translation>
    </message>
    <message>
        <source>The back of a card shows its colour: everyone can tell a card&apos;s colour, but only its front shows the value.</source>
        <translation>De achterkant van een kaart toont haar kleur: iedereen ziet welke kleur een kaart heeft, maar alleen de voorkant laat de waarde zien.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Spelers en voorbereiding</translation>
    </message>
    <message numerus="yes">
        <source>For exactly %n player(s).</source>
        <translation>
            <numerusform>Voor precies %n speler.</numerusform>
            <numerusform>Voor precies %n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Voor %1 tot %2 spelers.</translation>
    </message>
    <message>
        <source>Shuffle all cards. With fewer players, some of them go back into the box unseen, as the table shows. Their colours are no secret: anyone may look at their backs.</source>
        <translation>Schud alle kaarten. Met minder spelers gaat een deel ervan ongezien terug in de doos, zoals in de tabel staat. Hun kleuren zijn geen geheim: iedereen mag naar hun achterkant kijken.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Weggelegde kaarten</translation>
    </message>
    <message>
        <source>Shuffle all cards. In this variant every card is used, whatever the number of players.</source>
        <translation>Schud alle kaarten. In deze variant doen alle kaarten mee, met hoeveel spelers je ook speelt.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone is dealt %n card(s); the rest is the face-down draw pile.</source>
        <translation>
            <numerusform>Iedereen krijgt %n kaart; de rest vormt de gedekte trekstapel.</numerusform>
            <numerusform>Iedereen krijgt %n kaarten; de rest vormt de gedekte trekstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hands are held so that the others see the backs: the colours in every hand are known to all, the values only to their owner.</source>
        <translation>Iedereen houdt de handkaarten zo vast dat de anderen de achterkant zien: de kleuren in elke hand zijn voor iedereen zichtbaar, de waarden alleen voor de eigenaar.</translation>
    </message>
    <message>
        <source>A player chosen at random begins, unless one was picked when the game was set up. The turn then passes clockwise, seat by seat.</source>
        <translation>Een willekeurige speler begint, tenzij er bij het klaarzetten van het spel iemand is aangewezen. Daarna gaat de beurt met de klok mee, van plaats naar plaats.</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>Play one card from your hand in one of three ways:</source>
        <translation>Speel één kaart uit je hand, op een van deze drie manieren:</translation>
    </message>
    <message>
        <source>Give it to Billy.</source>
        <translation>Aan Billy geven.</translation>
    </message>
    <message>
        <source>It goes face down into Billy&apos;s loot in the middle of the table, into the column of its colour. Only you know its value; nobody looks at Billy&apos;s cards before the end.</source>
        <translation>De kaart gaat gedekt naar de buit van Billy in het midden van de tafel, in de rij van haar kleur. Alleen jij kent de waarde; niemand bekijkt de kaarten van Billy voor het einde.</translation>
    </message>
    <message>
        <source>Keep it.</source>
        <translation>In je eigen buit leggen.</translation>
    </message>
    <message>
        <source>It goes into your own loot, into the column of its colour. The first card of each colour lies face down, every later one of that colour face up. You may look at your own face-down cards whenever you like.</source>
        <translation>De kaart gaat naar je eigen buit, in de rij van haar kleur. De eerste kaart van elke kleur ligt gedekt, elke volgende van die kleur open. Je eigen gedekte kaarten mag je bekijken wanneer je maar wilt.</translation>
    </message>
    <message>
        <source>Dump it.</source>
        <translation>In de doos dumpen.</translation>
    </message>
    <message>
        <source>It goes into the box face down. Everyone sees its colour; only you know its value.</source>
        <translation>De kaart gaat gedekt in de doos. Iedereen ziet de kleur; alleen jij kent de waarde.</translation>
    </message>
    <message numerus="yes">
        <source>Then draw the top card of the draw pile, so that you hold %n card(s) again.</source>
        <translation>
            <numerusform>Trek daarna de bovenste kaart van de trekstapel, zodat je weer %n kaart hebt.</numerusform>
            <numerusform>Trek daarna de bovenste kaart van de trekstapel, zodat je weer %n kaarten hebt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every column keeps its cards in the order they were played, overlapping so that anyone can count them. That order never changes: it decides what dynamite destroys.</source>
        <translation>Elke rij houdt haar kaarten in de volgorde waarin ze gespeeld zijn, overlappend, zodat iedereen ze kan tellen. Die volgorde verandert nooit: zij bepaalt wat het dynamiet opblaast.</translation>
    </message>
    <message>
        <source>What you know</source>
        <translation>Wat je weet</translation>
    </message>
    <message>
        <source>The colour of every card in every hand, of the cards set aside and of the dumped cards.</source>
        <translation>De kleur van elke kaart in elke hand, van de weggelegde kaarten en van de gedumpte kaarten.</translation>
    </message>
    <message>
        <source>How many cards lie in each column, Billy&apos;s included.</source>
        <translation>Hoeveel kaarten er in elke rij liggen, ook bij Billy.</translation>
    </message>
    <message>
        <source>The face-up cards in everyone&apos;s loot.</source>
        <translation>De open kaarten in ieders buit.</translation>
    </message>
    <message>
        <source>The value of every card you played yourself, wherever it went.</source>
        <translation>De waarde van elke kaart die je zelf hebt gespeeld, waar die ook terechtkwam.</translation>
    </message>
    <message>
        <source>The values of the cards the others gave to Billy, dumped or laid face down stay hidden from you until the end.</source>
        <translation>De waarden van de kaarten die de anderen aan Billy gaven, dumpten of gedekt neerlegden, blijven tot het einde voor je verborgen.</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Het einde van het spel</translation>
    </message>
    <message>
        <source>The player who draws the last card of the draw pile finishes that turn as usual. Then everyone plays one last turn without drawing, beginning with the next player, so that the player who emptied the pile has the very last turn.</source>
        <translation>Wie de laatste kaart van de trekstapel trekt, maakt die beurt gewoon af. Daarna speelt iedereen nog één laatste beurt zonder te trekken, te beginnen bij de volgende speler, zodat wie de stapel leegmaakte de allerlaatste beurt heeft.</translation>
    </message>
    <message numerus="yes">
        <source>The %n card(s) still in each hand go into the box unseen.</source>
        <translation>
            <numerusform>In elke hand blijft %n kaart over; die gaat ongezien in de doos.</numerusform>
            <numerusform>In elke hand blijven %n kaarten over; die gaan ongezien in de doos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now every card on the table is turned face up, and every column keeps its order.</source>
        <translation>Nu worden alle kaarten op tafel opengedraaid, en elke rij behoudt haar volgorde.</translation>
    </message>
    <message>
        <source>Before anything is counted, every dynamite card goes off: it removes itself and the card played right before it in the same column. A dynamite card at the very start of its column removes only itself.</source>
        <translation>Voordat er iets geteld wordt, ontploft elke dynamietkaart: ze verwijdert zichzelf en de kaart die vlak daarvoor in dezelfde rij is gespeeld. Een dynamietkaart helemaal vooraan in haar rij verwijdert alleen zichzelf.</translation>
    </message>
    <message>
        <source>This happens in Billy&apos;s loot as in every player&apos;s.</source>
        <translation>Dat gebeurt in de buit van Billy net zo als in die van elke speler.</translation>
    </message>
    <message>
        <source>When a column holds more than one dynamite card, they go off in the order they were played.</source>
        <translation>Liggen er meerdere dynamietkaarten in één rij, dan ontploffen ze in de volgorde waarin ze gespeeld zijn.</translation>
    </message>
    <message>
        <source>Dynamite</source>
        <translation>Dynamiet</translation>
    </message>
    <message>
        <source>Shot down</source>
        <translation>Neergeschoten</translation>
    </message>
    <message>
        <source>Then everyone compares, colour by colour, the total of their loot with Billy&apos;s total in that colour. Whoever has more than Billy in even one colour is shot down, and the columns of those colours are turned face down. Exactly as much as Billy is safe, and so is a colour that neither of you has.</source>
        <translation>Daarna vergelijkt iedereen, kleur voor kleur, het totaal van de eigen buit met het totaal van Billy in die kleur. Wie ook maar in één kleur meer heeft dan Billy, wordt neergeschoten, en de rijen van die kleuren worden gedekt omgedraaid. Precies evenveel als Billy is veilig, en een kleur die jullie geen van beiden hebben ook.</translation>
    </message>
    <message>
        <source>Who wins</source>
        <translation>Wie wint</translation>
    </message>
    <message>
        <source>Of the players who were not shot down, the one with the highest total wins. On a tie, the tied player with the fewest cards left in their loot wins; if that is a tie too, they share the win.</source>
        <translation>Van de spelers die niet zijn neergeschoten, wint wie het hoogste totaal heeft. Bij een gelijke stand wint van hen degene met de minste kaarten in de buit; is ook dat gelijk, dan delen zij de overwinning.</translation>
    </message>
    <message>
        <source>When everyone is shot down</source>
        <translation>Als iedereen is neergeschoten</translation>
    </message>
    <message>
        <source>If every player was shot down, they still play for the win, but only the columns that stayed face up count. A tie goes to the player with the fewest face-up cards, then to the one with the fewest face-down cards; still tied, they share the win.</source>
        <translation>Is elke speler neergeschoten, dan spelen ze toch om de overwinning, maar tellen alleen de rijen die open zijn gebleven. Bij een gelijke stand wint wie de minste open kaarten heeft, daarna wie de minste gedekte kaarten heeft; is het dan nog gelijk, dan delen zij de overwinning.</translation>
    </message>
    <message>
        <source>And if nobody has a single point left, Billy wins: he rides off with the whole loot, and no player wins.</source>
        <translation>En heeft niemand nog een punt over, dan wint Billy: hij gaat er met de hele buit vandoor, en geen enkele speler wint.</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Spelregels voor de variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Deze variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Waar het om draait</translation>
    </message>
    <message>
        <source>You all belong to Blasting Billy&apos;s gang and are sharing out the loot of a bank robbery. Billy insists on the biggest share: whoever ends up with more of a kind of loot than he has gets shot down. So collect as much as you dare, feed Billy enough, and keep the others guessing about what you hold.</source>
        <translation>Jullie horen allemaal bij de bende van Blasting Billy en verdelen de buit van een bankoverval. Billy wil het grootste deel: wie van een soort buit meer heeft dan hij, wordt neergeschoten. Verzamel dus zoveel als je durft, geef Billy genoeg en laat de anderen raden wat je in handen hebt.</translation>
    </message>
    <message>
        <source>one card of every value from %1 to %2</source>
        <translation>één kaart van elke waarde van %1 tot en met %2</translation>
    </message>
    <message>
        <source>cards of the values %1</source>
        <translation>kaarten met de waarden %1</translation>
    </message>
    <message>
        <source>Each colour has %1.</source>
        <translation>Elke kleur heeft %1.</translation>
    </message>
    <message>
        <source>In this variant the colours differ:</source>
        <translation>In deze variant verschillen de kleuren:</translation>
    </message>
    <message numerus="yes">
        <source>%n dynamite card(s)</source>
        <translation>
            <numerusform>%n dynamietkaart</numerusform>
            <numerusform>%n dynamietkaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>A colour&apos;s name opening a line of the rules, followed by its cards.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Billy&apos;s loot, your loot or the box</source>
        <translation>de buit van Billy, je eigen buit of de doos</translation>
    </message>
    <message>
        <source>%1 twice</source>
        <extracomment>A key pressed twice in a row, e.g. &quot;B twice&quot;.</extracomment>
        <translation>twee keer %1</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Klik op een kaart in je hand</translation>
    </message>
    <message>
        <source>Choose it.</source>
        <translation>Kies die kaart.</translation>
    </message>
    <message>
        <source>Click %1</source>
        <translation>Klik op %1</translation>
    </message>
    <message>
        <source>Play the chosen card there.</source>
        <translation>Speel de gekozen kaart daarheen.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto %1</source>
        <translation>Sleep een kaart uit je hand naar %1</translation>
    </message>
    <message>
        <source>Play it there.</source>
        <translation>Speel haar daarheen.</translation>
    </message>
    <message>
        <source>Choose a card in your hand.</source>
        <translation>Kies een kaart in je hand.</translation>
    </message>
    <message>
        <source>Choose where it goes: %1.</source>
        <translation>Kies waar ze heen gaat: %1.</translation>
    </message>
    <message>
        <source>Give the chosen card to Billy. The first press marks the place, the second plays.</source>
        <translation>Geef de gekozen kaart aan Billy. De eerste druk wijst de plek aan, de tweede speelt.</translation>
    </message>
    <message>
        <source>Keep it in your loot.</source>
        <translation>Claim haar in je eigen buit.</translation>
    </message>
    <message>
        <source>Dump it in the box.</source>
        <translation>Dump haar in de doos.</translation>
    </message>
    <message>
        <source>Play the chosen card where it is marked to go.</source>
        <translation>Speel de gekozen kaart naar de aangewezen plek.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Maak je keuze ongedaan.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Een beurt, stap voor stap</translation>
    </message>
    <message>
        <source>A back: its colour shows</source>
        <translation>Een achterkant: de kleur is te zien</translation>
    </message>
    <message>
        <source>Choose a card from your hand: click it, or pick it with Left and Right. The others see its back, so its colour is no secret; its value is.</source>
        <translation>Kies een kaart uit je hand: klik erop, of kies haar met pijltje links en rechts. De anderen zien de achterkant, dus de kleur is geen geheim; de waarde wel.</translation>
    </message>
    <message>
        <source>Play it: give it to Billy (left), keep it in your loot (middle) or dump it in the box (right). Click the place, drag the card onto it, or press B, L or D twice. In your loot the first card of a colour lies face down and every later one face up.</source>
        <translation>Speel haar: geef haar aan Billy (links), claim haar in je eigen buit (midden) of dump haar in de doos (rechts). Klik op de plek, sleep de kaart erheen, of druk twee keer op B, L of D. In je buit ligt de eerste kaart van een kleur dicht en elke latere open.</translation>
    </message>
    <message numerus="yes">
        <source>Draw the top card of the draw pile, so that you hold %n card(s) again. Then it is the next player&apos;s turn.</source>
        <translation>
            <numerusform>Trek de bovenste kaart van de trekstapel, zodat je weer %n kaart hebt. Dan is de volgende speler aan de beurt.</numerusform>
            <numerusform>Trek de bovenste kaart van de trekstapel, zodat je weer %n kaarten hebt. Dan is de volgende speler aan de beurt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dynamite played right after a %1 goes off at the end: it removes itself and that %1, and only the %2 played before them counts.</source>
        <translation>Dynamiet dat vlak na een %1 is gespeeld, ontploft aan het eind: het verwijdert zichzelf en die %1, en alleen de %2 die ervoor kwam telt.</translation>
    </message>
    <message>
        <source>Billy has %1 in %2, you have %3: more than Billy, so you are shot down.</source>
        <translation>Billy heeft %1 in %2, jij hebt %3: meer dan Billy, dus word je neergeschoten.</translation>
    </message>
</context>
<context>
    <name>BillyScene</name>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final round: %n turn(s) left</source>
        <translation>
            <numerusform>Laatste ronde: nog %n beurt</numerusform>
            <numerusform>Laatste ronde: nog %n beurten</numerusform>
        </translation>
    </message>
    <message>
        <source>Billy&apos;s loot</source>
        <translation>Buit van Billy</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Doos</translation>
    </message>
    <message>
        <source>Your loot</source>
        <translation>Jouw buit</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — jouw beurt</translation>
    </message>
    <message>
        <source>%1: total after dynamite</source>
        <translation>%1: totaal na het dynamiet</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n kaart</numerusform>
            <numerusform>%1: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the box</source>
        <translation>
            <numerusform>%1: %n kaart in de doos</numerusform>
            <numerusform>%1: %n kaarten in de doos</numerusform>
        </translation>
    </message>
    <message>
        <source>Game › End of the game shows how it was counted.</source>
        <translation>Spel › Einde van het spel laat zien hoe er geteld is.</translation>
    </message>
    <message>
        <source>%1: removed by dynamite</source>
        <translation>%1: verwijderd door het dynamiet</translation>
    </message>
</context>
<context>
    <name>BillyTable</name>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Kies eerst een kaart uit je hand.</translation>
    </message>
    <message>
        <source>You can give a card to Billy, claim it in your loot or dump it in the box.</source>
        <translation>Je kunt een kaart aan Billy geven, in je eigen buit leggen of in de doos dumpen.</translation>
    </message>
    <message>
        <source>Choose where the card goes: Up and Down, then Enter.</source>
        <translation>Kies waar de kaart heen gaat: pijltje omhoog of omlaag, dan Enter.</translation>
    </message>
</context>
<context>
    <name>BillyTexts</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimumaantal spelers</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Het kleinste aantal spelers waarmee je met deze regels kunt spelen.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Maximumaantal spelers</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with. Every number of players from the fewest to the most needs its cards set aside.</source>
        <translation>Het grootste aantal spelers waarmee je met deze regels kunt spelen. Elk aantal spelers van het kleinste tot het grootste heeft een eigen aantal weggelegde kaarten nodig.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt and holds: after each turn you draw back up to this many while the draw pile lasts.</source>
        <translation>Hoeveel kaarten iedereen krijgt en in de hand houdt: na elke beurt vul je je hand weer aan tot dit aantal, zolang de trekstapel strekt.</translation>
    </message>
    <message>
        <source>Cards set aside</source>
        <translation>Weggelegde kaarten</translation>
    </message>
    <message>
        <source>How many cards go back into the box unseen at setup, for each number of players. Everyone may see their colours.</source>
        <translation>Hoeveel kaarten bij de voorbereiding ongezien terug in de doos gaan, per aantal spelers. Iedereen mag hun kleuren zien.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kaartsamenstelling</translation>
    </message>
    <message>
        <source>The loot cards: the colours, each with its values and its dynamite cards. Change them in the Deck tab.</source>
        <translation>De buitkaarten: de kleuren, elk met hun waarden en hun dynamietkaarten. Wijzig ze op het tabblad Kaartsamenstelling.</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Kleur toevoegen…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Kleur verwijderen</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Waarde toevoegen…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Waarde verwijderen</translation>
    </message>
    <message>
        <source>The fewest players (%2) may not be more than the most (%1).</source>
        <translation>Het minimumaantal spelers (%2) mag niet groter zijn dan het maximumaantal (%1).</translation>
    </message>
    <message>
        <source>How many cards are set aside with %1 players is missing.</source>
        <translation>Het aantal weggelegde kaarten bij %1 spelers ontbreekt.</translation>
    </message>
    <message>
        <source>Cards set aside for %1 players, who cannot play by these rules: remove them.</source>
        <translation>Weggelegde kaarten voor %1 spelers, terwijl zoveel spelers niet met deze regels kunnen spelen: verwijder ze.</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players need %2 set aside and %1 × %3 in hand, %4 in all, but the deck has %5.</source>
        <translation>Niet genoeg kaarten om te delen: %1 spelers hebben %2 weggelegde kaarten en %1 × %3 in de hand nodig, %4 in totaal, maar er zijn er %5.</translation>
    </message>
</context>
<context>
    <name>BillyTips</name>
    <message>
        <source>when the loot is counted, it removes itself and the card played right before it in its column.</source>
        <translation>bij het tellen van de buit verwijdert het zichzelf en de kaart die er vlak voor in dezelfde kolom is gespeeld.</translation>
    </message>
    <message numerus="yes">
        <source>worth %n point(s). End with more of a colour than Billy, and you are shot down.</source>
        <translation>
            <numerusform>%n punt waard. Heb je aan het eind van een kleur meer dan Billy, dan word je neergeschoten.</numerusform>
            <numerusform>%n punten waard. Heb je aan het eind van een kleur meer dan Billy, dan word je neergeschoten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Face-down card (%1): its back shows the colour, its value is hidden from you.</source>
        <translation>Dichte kaart (%1): de achterkant toont de kleur, de waarde blijft voor jou verborgen.</translation>
    </message>
    <message>
        <source>Billy&apos;s loot: the cards given to Billy, face down, a column per colour. At the end, whoever has more than Billy in a colour is shot down.</source>
        <translation>Buit van Billy: de kaarten die aan Billy gegeven zijn, dicht, een kolom per kleur. Wie aan het eind van een kleur meer heeft dan Billy, wordt neergeschoten.</translation>
    </message>
    <message>
        <source>Your loot: the cards you keep, a column per colour; the first of each colour lies face down. The highest total of those not shot down wins.</source>
        <translation>Jouw buit: de kaarten die je claimt, een kolom per kleur; de eerste van elke kleur ligt dicht. Het hoogste totaal van wie niet is neergeschoten wint.</translation>
    </message>
    <message>
        <source>%1: the backs of their hand show its colours; below, their loot.</source>
        <translation>%1: de achterkanten van de hand tonen de kleuren; daaronder de buit.</translation>
    </message>
    <message>
        <source>The box: dumped cards, face down. They count for nobody.</source>
        <translation>De doos: gedumpte kaarten, dicht. Ze tellen voor niemand.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). After each turn its top card is drawn; once it is empty, everyone plays one last turn.</source>
        <translation>
            <numerusform>Trekstapel: %n kaart. Na elke beurt wordt de bovenste kaart getrokken; is hij leeg, dan speelt iedereen nog één laatste beurt.</numerusform>
            <numerusform>Trekstapel: %n kaarten. Na elke beurt wordt de bovenste kaart getrokken; is hij leeg, dan speelt iedereen nog één laatste beurt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BillyUi</name>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Een spel van %1, uitgegeven door %2 (%3).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Buit</translation>
    </message>
    <message>
        <source>Your turn, %1: choose a card and where it goes.</source>
        <translation>Jij bent aan de beurt, %1: kies een kaart en waar die heen gaat.</translation>
    </message>
</context>
<context>
    <name>BoomoBreakdown</name>
    <message>
        <source>%1 went over %2 seconds</source>
        <translation>%1 kwam boven de %2 seconden</translation>
    </message>
    <message>
        <source>%1 played their last card</source>
        <translation>%1 speelde de laatste kaart</translation>
    </message>
    <message>
        <source>%1&apos;s bomb card</source>
        <translation>Bomkaart van %1</translation>
    </message>
    <message>
        <source>%1&apos;s play twice could not be answered</source>
        <translation>“Dubbel spelen” van %1 bleef onbeantwoord</translation>
    </message>
    <message>
        <source>nobody held a card</source>
        <translation>niemand had nog kaarten</translation>
    </message>
    <message>
        <source>1. The rounds</source>
        <translation>1. De rondes</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>How it ended</source>
        <translation>Afloop</translation>
    </message>
    <message>
        <source>Bombs exploded</source>
        <translation>Ontplofte bommen</translation>
    </message>
    <message>
        <source>Out</source>
        <translation>Uit het spel</translation>
    </message>
    <message>
        <source>2. Out of the game</source>
        <translation>2. Uit het spel</translation>
    </message>
    <message>
        <source>Nobody.</source>
        <translation>Niemand.</translation>
    </message>
    <message>
        <source>In this order: %1.</source>
        <translation>In deze volgorde: %1.</translation>
    </message>
    <message>
        <source>3. Bombs left</source>
        <translation>3. Overgebleven bommen</translation>
    </message>
    <message>
        <source>%1: %2 of %3</source>
        <translation>%1: %2 van %3</translation>
    </message>
    <message numerus="yes">
        <source>cards in hand worth %n point(s)</source>
        <translation>
            <numerusform>handkaarten goed voor %n punt</numerusform>
            <numerusform>handkaarten goed voor %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>4. The winner</source>
        <translation>4. De winnaar</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone is out: the most bombs left wins; with a tie, the lowest hand (numbers count their seconds, every other card %n point(s)), then a shared win.</source>
        <translation>
            <numerusform>Het spel eindigt zodra iemand uit het spel ligt: wie de meeste bommen over heeft, wint; bij gelijke stand de laagste hand (getalkaarten tellen hun seconden, elke andere kaart %n punt), daarna een gedeelde overwinning.</numerusform>
            <numerusform>Het spel eindigt zodra iemand uit het spel ligt: wie de meeste bommen over heeft, wint; bij gelijke stand de laagste hand (getalkaarten tellen hun seconden, elke andere kaart %n punten), daarna een gedeelde overwinning.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <source>%1 share the win.</source>
        <translation>%1 delen de overwinning.</translation>
    </message>
</context>
<context>
    <name>BoomoFigureTexts</name>
    <message>
        <source>Bombs exploded</source>
        <translation>Ontplofte bommen</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Uit het spel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Players go out %1 points more often (±%2).</source>
        <translation>Spelers liggen %1 procentpunt vaker uit het spel (±%2).</translation>
    </message>
    <message>
        <source>Players go out %1 points less often (±%2).</source>
        <translation>Spelers liggen %1 procentpunt minder vaak uit het spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points more often (±%2).</source>
        <translation>Plaats %3 ligt %1 procentpunt vaker uit het spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes out %1 points less often (±%2).</source>
        <translation>Plaats %3 ligt %1 procentpunt minder vaak uit het spel (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 more bombs a game (±%2).</source>
        <translation>Spelers verliezen %1 bommen meer per spel (±%2).</translation>
    </message>
    <message>
        <source>Players lose %1 fewer bombs a game (±%2).</source>
        <translation>Spelers verliezen %1 bommen minder per spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 more bombs a game (±%2).</source>
        <translation>Plaats %3 verliest %1 bommen meer per spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 loses %1 fewer bombs a game (±%2).</source>
        <translation>Plaats %3 verliest %1 bommen minder per spel (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 more rounds (±%2).</source>
        <translation>Een spel duurt %1 rondes langer (±%2).</translation>
    </message>
    <message>
        <source>A game lasts %1 fewer rounds (±%2).</source>
        <translation>Een spel duurt %1 rondes korter (±%2).</translation>
    </message>
</context>
<context>
    <name>BoomoGuide</name>
    <message>
        <source>Every card you play adds seconds to the total on the dial, or does something special. Whoever takes the total over %1 loses one of their %2 bombs, and the round ends. Your hand is at the bottom; the last player with a bomb left wins.</source>
        <translation>Elke kaart die je speelt telt seconden op bij het totaal op de klok, of doet iets bijzonders. Wie het totaal boven de %1 brengt, verliest een van zijn %2 bommen en de ronde is voorbij. Je hand ligt onderaan; wie als laatste nog een bom over heeft, wint.</translation>
    </message>
    <message>
        <source>Take %1&apos;s hand: %2 cards. Fewer cards are better, because whoever plays their last card first ends the round and every other player loses a bomb.</source>
        <translation>Neem de hand van %1: %2 kaarten. Minder kaarten is beter: wie als eerste zijn laatste kaart speelt, beëindigt de ronde en alle anderen verliezen een bom.</translation>
    </message>
    <message>
        <source>Discard a time stopper and your bombs are safe from this bomb card.</source>
        <translation>Leg een tijdstopper af, dan zijn je bommen veilig voor deze bomkaart.</translation>
    </message>
    <message>
        <source>Keep your time stopper for later: this time one of your bombs explodes.</source>
        <translation>Bewaar je tijdstopper voor later: deze keer ontploft een van je bommen.</translation>
    </message>
    <message>
        <source>%1 is your last card. Playing it ends the round, and every other player loses a bomb.</source>
        <translation>“%1” is je laatste kaart. Als je die speelt, is de ronde voorbij en verliezen alle anderen een bom.</translation>
    </message>
    <message>
        <source>%1 takes the total from %2 to %3, still not over %4. Keep the special cards for when the total is high.</source>
        <translation>“%1” brengt het totaal van %2 naar %3, nog niet boven de %4. Bewaar de bijzondere kaarten voor als het totaal hoog is.</translation>
    </message>
    <message>
        <source>%1 puts the total back to %2: with room under %3 again, you are safe on your next turn.</source>
        <translation>“%1” zet het totaal terug op %2: met weer ruimte onder de %3 ben je je volgende beurt veilig.</translation>
    </message>
    <message>
        <source>%1 sets the total to %2: the next player must find a card that adds no seconds, or go over %3.</source>
        <translation>“%1” zet het totaal op %2: de volgende speler moet een kaart vinden die geen seconden toevoegt, of gaat boven de %3.</translation>
    </message>
    <message>
        <source>A time stopper adds nothing: the total stays at %1. It also saves a bomb when someone plays a bomb card, so play it only when you have nothing safer.</source>
        <translation>Een tijdstopper telt niets op: het totaal blijft %1. Hij redt ook een bom als iemand een bomkaart speelt, dus speel hem alleen als je niets veiligers hebt.</translation>
    </message>
    <message>
        <source>%1 turns the direction of play: the total of %2 goes to the player on your other side.</source>
        <translation>“%1” keert de speelrichting om: het totaal van %2 gaat naar de speler aan je andere kant.</translation>
    </message>
    <message>
        <source>%1 passes over the next player: the player after them has to play on the total of %2.</source>
        <translation>“%1” slaat de volgende speler over: de speler daarna moet verder op het totaal van %2.</translation>
    </message>
    <message>
        <source>%1: every other player draws, and you keep fewer cards than they do. Whoever plays their last card first makes every other player lose a bomb.</source>
        <translation>“%1”: alle anderen trekken, en jij houdt minder kaarten dan zij. Wie als eerste zijn laatste kaart speelt, laat alle anderen een bom verliezen.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s.</source>
        <translation>“%1”: je ruilt je hand met die van een andere speler.</translation>
    </message>
    <message>
        <source>%1: you swap your hand with another player&apos;s. %2 holds only %3 cards: taking those brings you closer to playing your last card first.</source>
        <translation>“%1”: je ruilt je hand met die van een andere speler. %2 heeft maar %3 kaarten: met die hand kom je dichter bij het eerst spelen van je laatste kaart.</translation>
    </message>
    <message>
        <source>%1: the next player must play two cards, the first one adding or setting seconds. With the total at %2, that may well take them over %3.</source>
        <translation>“%1”: de volgende speler moet twee kaarten spelen, als eerste een getalkaart. Met het totaal op %2 brengt dat hem misschien wel boven de %3.</translation>
    </message>
    <message>
        <source>%1: every other player must discard a time stopper, or one of their bombs explodes.</source>
        <translation>“%1”: alle anderen moeten een tijdstopper afleggen, anders ontploft een van hun bommen.</translation>
    </message>
    <message>
        <source>%1 takes the total over %2: one of your bombs explodes.</source>
        <extracomment>Said when the card is chosen, before it is played.</extracomment>
        <translation>“%1” brengt het totaal boven de %2: een van je bommen ontploft.</translation>
    </message>
</context>
<context>
    <name>BoomoLog</name>
    <message>
        <source>%1 played %2: the total is %3 seconds.</source>
        <translation>%1 speelde “%2”: het totaal is %3 seconden.</translation>
    </message>
    <message>
        <source>%1 played %2.</source>
        <translation>%1 speelde “%2”.</translation>
    </message>
    <message>
        <source>%1 drew %2.</source>
        <translation>%1 trok “%2”.</translation>
    </message>
    <message>
        <source>%1 drew a card.</source>
        <translation>%1 trok een kaart.</translation>
    </message>
    <message>
        <source>%1 received %2.</source>
        <translation>%1 kreeg “%2”.</translation>
    </message>
    <message>
        <source>%1 went over %2 seconds!</source>
        <translation>%1 kwam boven de %2 seconden!</translation>
    </message>
    <message>
        <source>Play now goes clockwise.</source>
        <translation>Er wordt nu met de klok mee gespeeld.</translation>
    </message>
    <message>
        <source>Play now goes anticlockwise.</source>
        <translation>Er wordt nu tegen de klok in gespeeld.</translation>
    </message>
    <message>
        <source>%1 is skipped.</source>
        <translation>%1 wordt overgeslagen.</translation>
    </message>
    <message>
        <source>%1 must play two cards, the first one that sets or adds seconds.</source>
        <translation>%1 moet twee kaarten spelen, als eerste een getalkaart.</translation>
    </message>
    <message>
        <source>%1 has no such card to start with.</source>
        <translation>%1 heeft geen getalkaart om mee te beginnen.</translation>
    </message>
    <message>
        <source>%1 swapped hands with %2.</source>
        <translation>%1 ruilde van hand met %2.</translation>
    </message>
    <message>
        <source>%1 discarded a time stopper.</source>
        <translation>%1 legde een tijdstopper af.</translation>
    </message>
    <message>
        <source>Boom! One of %1&apos;s bombs exploded: %2 of %3 gone.</source>
        <translation>Boem! Een bom van %1 is ontploft (%2 van %3 weg).</translation>
    </message>
    <message numerus="yes">
        <source>%1 is out of the game; their %n card(s) go under the draw pile.</source>
        <translation>
            <numerusform>%1 ligt uit het spel; %n handkaart gaat onder de trekstapel.</numerusform>
            <numerusform>%1 ligt uit het spel; %n handkaarten gaan onder de trekstapel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new draw pile of %n card(s).</source>
        <translation>
            <numerusform>De aflegstapel wordt geschud tot een nieuwe trekstapel van %n kaart.</numerusform>
            <numerusform>De aflegstapel wordt geschud tot een nieuwe trekstapel van %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over: %2 went over the limit.</source>
        <translation>Ronde %1 is voorbij: %2 ging over de grens.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2 played their last card; everyone else loses a bomb.</source>
        <translation>Ronde %1 is voorbij: %2 speelde de laatste kaart; alle anderen verliezen een bom.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s bomb card went off.</source>
        <translation>Ronde %1 is voorbij: de bomkaart van %2 is afgegaan.</translation>
    </message>
    <message>
        <source>Round %1 is over: %2&apos;s play twice could not be answered.</source>
        <translation>Ronde %1 is voorbij: “Dubbel spelen” van %2 bleef onbeantwoord.</translation>
    </message>
    <message>
        <source>Round %1 is over: nobody holds a card.</source>
        <translation>Ronde %1 is voorbij: niemand heeft nog kaarten.</translation>
    </message>
    <message>
        <source>Round %1: the hands are filled up and %2 starts.</source>
        <translation>Ronde %1: de handen worden aangevuld en %2 begint.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n bomb(s) left.</source>
        <translation>
            <numerusform>%1 won met nog %n bom over.</numerusform>
            <numerusform>%1 won met nog %n bommen over.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n bomb(s) left each.</source>
        <translation>
            <numerusform>%1 delen de overwinning met elk nog %n bom.</numerusform>
            <numerusform>%1 delen de overwinning met elk nog %n bommen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoomoNames</name>
    <message>
        <source>Time stopper</source>
        <translation>Tijdstopper</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Omkeren</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Overslaan</translation>
    </message>
    <message>
        <source>:60 Up to 60</source>
        <translation>:60 Omhoog naar 60</translation>
    </message>
    <message>
        <source>:30 To 30</source>
        <translation>:30 Naar 30</translation>
    </message>
    <message>
        <source>:0 Back to zero</source>
        <translation>:0 Terug naar nul</translation>
    </message>
    <message>
        <source>Everyone draws 1</source>
        <translation>Iedereen trekt 1</translation>
    </message>
    <message>
        <source>Everyone draws 2</source>
        <translation>Iedereen trekt 2</translation>
    </message>
    <message>
        <source>Swap hands</source>
        <translation>Handen ruilen</translation>
    </message>
    <message>
        <source>Play twice</source>
        <translation>Dubbel spelen</translation>
    </message>
    <message>
        <source>Bomb card</source>
        <translation>Bomkaart</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <extracomment>A card that adds seconds to the total, e.g. &quot;10 seconds&quot;.</extracomment>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>Ticking time bomb</source>
        <translation>Tikkende tijdbom</translation>
    </message>
</context>
<context>
    <name>BoomoRules</name>
    <message numerus="yes">
        <source>%n card(s).</source>
        <translation>
            <numerusform>%n kaart.</numerusform>
            <numerusform>%n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>De kaarten</translation>
    </message>
    <message numerus="yes">
        <source>That makes %n card(s) to play with; the ticking time bombs are not part of the deck.</source>
        <translation>
            <numerusform>Samen is dat %n speelkaart; de tikkende tijdbommen horen daar niet bij.</numerusform>
            <numerusform>Samen zijn dat %n speelkaarten; de tikkende tijdbommen horen daar niet bij.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Voor %1 tot %2 spelers.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone puts %n ticking time bomb(s) face up in front of them.</source>
        <translation>
            <numerusform>Iedereen legt %n tikkende tijdbom open voor zich neer.</numerusform>
            <numerusform>Iedereen legt %n tikkende tijdbommen open voor zich neer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the cards and deal %n to each player; the rest is the draw pile.</source>
        <translation>
            <numerusform>Schud de kaarten en geef iedereen %n kaart; de rest is de trekstapel.</numerusform>
            <numerusform>Schud de kaarten en geef iedereen %n kaarten; de rest is de trekstapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player left of the dealer begins; play goes clockwise. The total starts at 0 seconds.</source>
        <translation>De speler links van de gever begint; er wordt met de klok mee gespeeld. Het totaal begint bij 0 seconden.</translation>
    </message>
    <message>
        <source>Players and setup</source>
        <translation>Spelers en voorbereiding</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message numerus="yes">
        <source>Play exactly one card from your hand onto the discard pile; you do not draw afterwards. Keep the total at %n second(s) or below.</source>
        <translation>
            <numerusform>Speel precies één kaart uit je hand op de aflegstapel; daarna trek je niet. Houd het totaal op %n seconde of minder.</numerusform>
            <numerusform>Speel precies één kaart uit je hand op de aflegstapel; daarna trek je niet. Houd het totaal op %n seconden of minder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seconds (5, 10…):</source>
        <translation>Seconden (5, 10…):</translation>
    </message>
    <message>
        <source>add their seconds to the total.</source>
        <translation>tellen hun seconden op bij het totaal.</translation>
    </message>
    <message>
        <source>set the total to 0, 30 or 60 seconds. At 60, the :60 card changes nothing but is a safe play.</source>
        <translation>zetten het totaal op 0, 30 of 60 seconden. Bij 60 verandert de :60-kaart niets, maar is ze een veilige zet.</translation>
    </message>
    <message>
        <source>leaves the total as it is. Keep it for a bomb card!</source>
        <translation>laat het totaal zoals het is. Bewaar hem voor een bomkaart!</translation>
    </message>
    <message>
        <source>play changes direction (with two players left it does nothing).</source>
        <translation>de speelrichting draait om (met nog twee spelers heeft dat geen effect).</translation>
    </message>
    <message>
        <source>the next player is passed over (with two players left, you play again).</source>
        <translation>de volgende speler wordt overgeslagen (met nog twee spelers ben je meteen weer aan de beurt).</translation>
    </message>
    <message>
        <source>everyone else, clockwise, draws 1 or 2 cards.</source>
        <translation>alle anderen trekken, met de klok mee, 1 of 2 kaarten.</translation>
    </message>
    <message>
        <source>swap your hand with a player of your choice (as your last card it swaps nothing).</source>
        <translation>ruil je hand met een speler naar keuze (als het je laatste kaart is, wordt er niet geruild).</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds. Without such a card they lose a bomb and the round ends.</source>
        <translation>de volgende speler moet twee kaarten spelen, als eerste een getalkaart (seconden, :0, :30 of :60). Zonder zo’n kaart verliest die speler een bom en eindigt de ronde.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, must discard a time stopper; whoever has none loses a bomb. If all of them had one, you lose a bomb. The total goes back to 0.</source>
        <translation>alle anderen moeten, met de klok mee, een tijdstopper afleggen; wie er geen heeft, verliest een bom. Had iedereen er een, dan verlies jij een bom. Het totaal gaat terug naar 0.</translation>
    </message>
    <message>
        <source>everyone else, clockwise, chooses: discard a time stopper, or let a bomb explode (whoever has no time stopper loses a bomb). If all of them discarded one, you lose a bomb. The total goes back to 0.</source>
        <translation>alle anderen kiezen, met de klok mee: een tijdstopper afleggen of een bom laten ontploffen (wie geen tijdstopper heeft, verliest een bom). Legde iedereen er een af, dan verlies jij een bom. Het totaal gaat terug naar 0.</translation>
    </message>
    <message>
        <source>The end of a round</source>
        <translation>Het einde van een ronde</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb and the round ends.</source>
        <translation>Een kaart brengt het totaal over de grens: wie de kaart speelde, verliest een bom en de ronde eindigt.</translation>
    </message>
    <message>
        <source>A card takes the total over the limit: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Een kaart brengt het totaal over de grens: wie de kaart speelde, verliest een bom, het totaal gaat terug naar 0 en het spel gaat door.</translation>
    </message>
    <message>
        <source>A player plays their last card: everyone else loses a bomb and the round ends (unless that card went over the limit: then only that player does).</source>
        <translation>Iemand speelt de laatste kaart: alle anderen verliezen een bom en de ronde eindigt (tenzij die kaart over de grens ging: dan verliest alleen die speler een bom).</translation>
    </message>
    <message>
        <source>A bomb card has been answered: the round ends.</source>
        <translation>Iedereen heeft op een bomkaart geantwoord: de ronde eindigt.</translation>
    </message>
    <message>
        <source>A player cannot start a play twice: the round ends.</source>
        <translation>Iemand heeft geen getalkaart om “Dubbel spelen” mee te beginnen: de ronde eindigt.</translation>
    </message>
    <message numerus="yes">
        <source>Then the total is 0 again and everyone still in fills their hand up to %n card(s), clockwise from the next round&apos;s first player.</source>
        <translation>
            <numerusform>Daarna is het totaal weer 0 en vult iedereen die nog meedoet de hand aan tot %n kaart, met de klok mee vanaf de eerste speler van de volgende ronde.</numerusform>
            <numerusform>Daarna is het totaal weer 0 en vult iedereen die nog meedoet de hand aan tot %n kaarten, met de klok mee vanaf de eerste speler van de volgende ronde.</numerusform>
        </translation>
    </message>
    <message>
        <source>The next round starts with the player after the one whose card ended the round.</source>
        <translation>De volgende ronde begint bij de speler na degene wiens kaart de ronde beëindigde.</translation>
    </message>
    <message>
        <source>The deal moves one seat clockwise each round; the player left of the dealer starts.</source>
        <translation>De gever schuift elke ronde één plaats met de klok mee op; de speler links van de gever begint.</translation>
    </message>
    <message>
        <source>A player whose last bomb explodes is out at once; their hand goes under the draw pile. When the draw pile runs out, the discard pile is shuffled to make a new one.</source>
        <translation>Een speler van wie de laatste bom ontploft, ligt meteen uit het spel; de handkaarten gaan onder de trekstapel. Is de trekstapel op, dan wordt de aflegstapel geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>The winner</source>
        <translation>De winnaar</translation>
    </message>
    <message>
        <source>The last player with a bomb that has not exploded wins. If one card takes the last bombs of all the others at once, its player wins.</source>
        <translation>Wie als laatste nog een bom heeft die niet ontploft is, wint. Laat één kaart de laatste bommen van alle anderen tegelijk ontploffen, dan wint wie die kaart speelde.</translation>
    </message>
    <message>
        <source>The winner (short variant)</source>
        <translation>De winnaar (korte variant)</translation>
    </message>
    <message numerus="yes">
        <source>The game ends as soon as someone has lost all their bombs. The most bombs left wins; with a tie, the lowest hand, where seconds count their seconds (:0, :30 and :60 count 0, 30 and 60) and every other card %n point(s); still tied, the win is shared.</source>
        <translation>
            <numerusform>Het spel eindigt zodra iemand alle bommen kwijt is. Wie de meeste bommen over heeft, wint; bij gelijke stand de laagste hand, waarbij secondenkaarten hun seconden tellen (:0, :30 en :60 tellen 0, 30 en 60) en elke andere kaart %n punt; is het dan nog gelijk, dan wordt de overwinning gedeeld.</numerusform>
            <numerusform>Het spel eindigt zodra iemand alle bommen kwijt is. Wie de meeste bommen over heeft, wint; bij gelijke stand de laagste hand, waarbij secondenkaarten hun seconden tellen (:0, :30 en :60 tellen 0, 30 en 60) en elke andere kaart %n punten; is het dan nog gelijk, dan wordt de overwinning gedeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Spelregels voor de variant “%1”.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Deze variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Waar het om draait</translation>
    </message>
    <message numerus="yes">
        <source>Everyone holds %n ticking time bomb(s). Play cards without letting the total go over the limit, get rid of your hand, and be the last one whose bombs have not all exploded.</source>
        <translation>
            <numerusform>Iedereen heeft %n tikkende tijdbom. Speel kaarten zonder het totaal over de grens te laten gaan, raak je hand kwijt en wees de laatste van wie nog niet alle bommen ontploft zijn.</numerusform>
            <numerusform>Iedereen heeft %n tikkende tijdbommen. Speel kaarten zonder het totaal over de grens te laten gaan, raak je hand kwijt en wees de laatste van wie nog niet alle bommen ontploft zijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1:</source>
        <extracomment>The name of a card (or cards) opening a line of the rules, followed by what it does.</extracomment>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Click a card in your hand</source>
        <translation>Klik op een kaart in je hand</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it.</source>
        <translation>Kies die kaart; klik nog eens om haar te spelen.</translation>
    </message>
    <message>
        <source>Drag the chosen card onto the discard pile, or click the pile</source>
        <translation>Sleep de gekozen kaart naar de aflegstapel, of klik op de stapel</translation>
    </message>
    <message>
        <source>Play it.</source>
        <translation>Speel haar.</translation>
    </message>
    <message>
        <source>Click a player</source>
        <translation>Klik op een speler</translation>
    </message>
    <message>
        <source>After %1: swap hands with that player.</source>
        <translation>Na %1: ruil je hand met die speler.</translation>
    </message>
    <message>
        <source>Click an answer</source>
        <translation>Klik op een antwoord</translation>
    </message>
    <message>
        <source>After %1: discard a time stopper, or let one of your bombs explode.</source>
        <translation>Na %1: leg een tijdstopper af, of laat een van je bommen ontploffen.</translation>
    </message>
    <message>
        <source>Choose a card in your hand; when swapping hands, a player.</source>
        <translation>Kies een kaart in je hand; bij handen ruilen een speler.</translation>
    </message>
    <message>
        <source>Choose your answer to a bomb card.</source>
        <translation>Kies je antwoord op een bomkaart.</translation>
    </message>
    <message>
        <source>Play the chosen card, or confirm the chosen player or answer.</source>
        <translation>Speel de gekozen kaart, of bevestig de gekozen speler of het gekozen antwoord.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Maak je keuze ongedaan.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Een beurt, stap voor stap</translation>
    </message>
    <message>
        <source>An exploded bomb</source>
        <translation>Een ontplofte bom</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: the total stands at %n second(s). Choose a card from your hand: click it, or pick it with Left and Right.</source>
        <translation>
            <numerusform>Jij bent aan de beurt: het totaal staat op %n seconde. Kies een kaart uit je hand: klik erop, of kies haar met pijltje links en rechts.</numerusform>
            <numerusform>Jij bent aan de beurt: het totaal staat op %n seconden. Kies een kaart uit je hand: klik erop, of kies haar met pijltje links en rechts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play it onto the discard pile: click it again, drag it onto the pile or press Enter. Its seconds take the total to %1; you do not draw, and the next player goes on.</source>
        <translation>Speel haar op de aflegstapel: klik nog eens, sleep haar naar de stapel of druk op Enter. Haar seconden brengen het totaal op %1; je trekt niet, en de volgende speler gaat verder.</translation>
    </message>
    <message>
        <source>Later the total stands at %1 seconds: another %2 would take it over %3, and one of your bombs would explode. Play a card that keeps the total at %3 or below.</source>
        <translation>Later staat het totaal op %1 seconden: nog eens %2 zou het over de %3 brengen, en een van je bommen zou ontploffen. Speel een kaart die het totaal op %3 of minder houdt.</translation>
    </message>
</context>
<context>
    <name>BoomoScene</name>
    <message numerus="yes">
        <source>of %n second(s)</source>
        <extracomment>Under the running total on the dial: the limit, e.g. &quot;of 60 seconds&quot;.</extracomment>
        <translation>
            <numerusform>van %n seconde</numerusform>
            <numerusform>van %n seconden</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>uit het spel</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s)</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Aflegstapel: %n kaart</numerusform>
            <numerusform>Aflegstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>↻ clockwise</source>
        <translation>↻ met de klok mee</translation>
    </message>
    <message>
        <source>↺ anticlockwise</source>
        <translation>↺ tegen de klok in</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>%1 — your turn</source>
        <translation>%1 — jouw beurt</translation>
    </message>
    <message>
        <source>Discard a time stopper</source>
        <translation>Tijdstopper afleggen</translation>
    </message>
    <message>
        <source>Let a bomb explode</source>
        <translation>Bom laten ontploffen</translation>
    </message>
    <message>
        <source>%1, in %2&apos;s hand</source>
        <translation>%1, in de hand van %2</translation>
    </message>
</context>
<context>
    <name>BoomoTable</name>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>Play twice starts with a card that sets or adds seconds.</source>
        <translation>“Dubbel spelen” begint met een getalkaart.</translation>
    </message>
    <message>
        <source>Choose another player who is still in the game.</source>
        <translation>Kies een andere speler die nog in het spel is.</translation>
    </message>
    <message>
        <source>First choose whom to swap hands with.</source>
        <translation>Kies eerst met wie je van hand ruilt.</translation>
    </message>
    <message>
        <source>First answer the bomb card.</source>
        <translation>Antwoord eerst op de bomkaart.</translation>
    </message>
    <message>
        <source>Play a card.</source>
        <translation>Speel een kaart.</translation>
    </message>
    <message>
        <source>Choose a card from your hand first.</source>
        <translation>Kies eerst een kaart uit je hand.</translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Ronde %1 is voorbij.</translation>
    </message>
    <message>
        <source>Boom for %1.</source>
        <translation>Boem voor %1.</translation>
    </message>
    <message>
        <source>Click the player to swap hands with.</source>
        <translation>Klik op de speler met wie je van hand wilt ruilen.</translation>
    </message>
    <message>
        <source>Choose a player with Left and Right, then Enter.</source>
        <translation>Kies een speler met pijltje links of rechts, dan Enter.</translation>
    </message>
    <message>
        <source>Choose an answer with Up and Down, then Enter.</source>
        <translation>Kies een antwoord met pijltje omhoog of omlaag, dan Enter.</translation>
    </message>
</context>
<context>
    <name>BoomoTexts</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lezing van de regels</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimumaantal spelers</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Het kleinste aantal spelers waarmee deze regels te spelen zijn.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Maximumaantal spelers</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Het grootste aantal spelers waarmee deze regels te spelen zijn.</translation>
    </message>
    <message>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message>
        <source>How many cards everyone is dealt, and fills their hand up to after each round.</source>
        <translation>Hoeveel kaarten iedereen krijgt en na elke ronde weer in de hand aanvult.</translation>
    </message>
    <message>
        <source>Limit in seconds</source>
        <translation>Grens in seconden</translation>
    </message>
    <message>
        <source>The total must not go over this: whoever takes it over loses a bomb.</source>
        <translation>Het totaal mag hier niet boven komen: wie eroverheen gaat, verliest een bom.</translation>
    </message>
    <message>
        <source>Ticking time bombs</source>
        <translation>Tikkende tijdbommen</translation>
    </message>
    <message>
        <source>How many bombs each player has; whoever loses them all is out.</source>
        <translation>Hoeveel bommen elke speler heeft; wie ze allemaal verliest, ligt uit het spel.</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Kaartspel</translation>
    </message>
    <message>
        <source>How many cards of each kind: seconds that add up, :0, :30 and :60 that set the total, and the cards that act. Change them in the Deck tab.</source>
        <translation>Hoeveel kaarten van elke soort: seconden die optellen, :0, :30 en :60 die het totaal vastzetten, en de kaarten die iets doen. Wijzig ze op het tabblad Kaartspel.</translation>
    </message>
    <message>
        <source>Over the limit ends the round</source>
        <translation>Over de grens beëindigt de ronde</translation>
    </message>
    <message>
        <source>On: taking the total over the limit ends the round. Off: that player loses a bomb, the total goes back to 0 and play goes on.</source>
        <translation>Aan: wie het totaal over de grens brengt, beëindigt de ronde. Uit: die speler verliest een bom, het totaal gaat terug naar 0 en het spel gaat door.</translation>
    </message>
    <message>
        <source>A bomb card ends the round</source>
        <translation>Een bomkaart beëindigt de ronde</translation>
    </message>
    <message>
        <source>On: once a bomb card has been answered, the round ends. Off: play goes on.</source>
        <translation>Aan: als een bomkaart beantwoord is, eindigt de ronde. Uit: het spel gaat door.</translation>
    </message>
    <message>
        <source>Who starts a round</source>
        <translation>Wie een ronde begint</translation>
    </message>
    <message>
        <source>Answering a bomb card</source>
        <translation>Een bomkaart beantwoorden</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Het einde van het spel</translation>
    </message>
    <message>
        <source>Points of other cards</source>
        <translation>Punten van andere kaarten</translation>
    </message>
    <message>
        <source>Short variant, when bombs are tied: what a card other than seconds or :0, :30, :60 counts in a hand.</source>
        <translation>Korte variant, bij een gelijk aantal bommen: wat een andere kaart dan seconden of :0, :30, :60 in de hand telt.</translation>
    </message>
    <message>
        <source>Kind of card</source>
        <translation>Soort kaart</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Rij toevoegen…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Rij verwijderen</translation>
    </message>
    <message>
        <source>Add a kind of card…</source>
        <translation>Soort kaart toevoegen…</translation>
    </message>
    <message>
        <source>Remove the kind of card</source>
        <translation>Soort kaart verwijderen</translation>
    </message>
    <message>
        <source>After the ender: the player after the one whose card ended the last round starts the next. Left of the dealer: the deal moves one seat each round and the player left of the dealer starts.</source>
        <translation>Na wie de ronde afsloot: de speler na degene wiens kaart de vorige ronde beëindigde, begint de volgende. Links van de gever: de gever schuift elke ronde een plaats door en de speler links van de gever begint.</translation>
    </message>
    <message>
        <source>Forced: whoever holds a time stopper must discard one. Their choice: they may keep it and let a bomb explode instead.</source>
        <translation>Verplicht: wie een tijdstopper heeft, moet er een afleggen. Eigen keuze: je mag hem houden en in plaats daarvan een bom laten ontploffen.</translation>
    </message>
    <message>
        <source>Last bomb standing: the last player with a bomb wins. First one out: the short variant, which ends as soon as someone is out.</source>
        <translation>Laatste bom: de laatste speler met een bom wint. Eerste eruit: de korte variant, die eindigt zodra iemand uit het spel ligt.</translation>
    </message>
    <message>
        <source>After the ender</source>
        <translation>Na wie de ronde afsloot</translation>
    </message>
    <message>
        <source>Left of the dealer</source>
        <translation>Links van de gever</translation>
    </message>
    <message>
        <source>Forced</source>
        <translation>Verplicht</translation>
    </message>
    <message>
        <source>Their choice</source>
        <translation>Eigen keuze</translation>
    </message>
    <message>
        <source>Last bomb standing</source>
        <translation>Laatste bom</translation>
    </message>
    <message>
        <source>First one out</source>
        <translation>Eerste eruit</translation>
    </message>
    <message>
        <source>Not enough cards to deal: %1 players × %2 cards in hand = %3, but the deck has %4.</source>
        <translation>Niet genoeg kaarten om te delen: %1 spelers × %2 kaarten in de hand = %3, maar de kaartsamenstelling heeft er %4.</translation>
    </message>
    <message>
        <source>%1-second cards</source>
        <extracomment>Boomo&apos;s cards that add %1 seconds, as their count is said: &quot;15-second cards: 0 → 10&quot;.</extracomment>
        <translation>Kaarten van %1 seconden</translation>
    </message>
</context>
<context>
    <name>BoomoTips</name>
    <message numerus="yes">
        <source>adds %n second(s) to the total.</source>
        <translation>
            <numerusform>telt %n seconde bij het totaal op.</numerusform>
            <numerusform>telt %n seconden bij het totaal op.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>sets the total to %n second(s).</source>
        <translation>
            <numerusform>zet het totaal op %n seconde.</numerusform>
            <numerusform>zet het totaal op %n seconden.</numerusform>
        </translation>
    </message>
    <message>
        <source>leaves the total as it is; it also answers a bomb card.</source>
        <translation>laat het totaal zoals het is; het beantwoordt ook een bomkaart.</translation>
    </message>
    <message>
        <source>play changes direction.</source>
        <translation>de speelrichting draait om.</translation>
    </message>
    <message>
        <source>the next player misses a turn.</source>
        <translation>de volgende speler slaat een beurt over.</translation>
    </message>
    <message numerus="yes">
        <source>everyone else draws %n card(s).</source>
        <translation>
            <numerusform>alle anderen trekken %n kaart.</numerusform>
            <numerusform>alle anderen trekken %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>you swap hands with a player of your choice.</source>
        <translation>je ruilt je hand met een speler naar keuze.</translation>
    </message>
    <message>
        <source>the next player must play two cards, the first one that sets or adds seconds.</source>
        <translation>de volgende speler moet twee kaarten spelen, de eerste een die seconden zet of optelt.</translation>
    </message>
    <message>
        <source>everyone else must discard a time stopper or lose a bomb.</source>
        <translation>alle anderen moeten een tijdstopper afleggen of een bom verliezen.</translation>
    </message>
    <message>
        <source>everyone else discards a time stopper or lets a bomb explode.</source>
        <translation>alle anderen leggen een tijdstopper af of laten een bom ontploffen.</translation>
    </message>
    <message>
        <source>A card in %1&apos;s hand: only %1 sees its face.</source>
        <translation>Een kaart in de hand van %1: alleen %1 ziet de voorkant.</translation>
    </message>
    <message>
        <source>An exploded bomb: one of this player&apos;s bombs is gone.</source>
        <translation>Een ontplofte bom: een van de bommen van deze speler is weg.</translation>
    </message>
    <message>
        <source>when a player&apos;s last one explodes, that player is out of the game.</source>
        <translation>ontploft de laatste van een speler, dan ligt die speler uit het spel.</translation>
    </message>
    <message>
        <source>The total: %1 of %2 seconds. A card that takes it over %2 costs its player a bomb.</source>
        <translation>Het totaal: %1 van %2 seconden. Een kaart die het over de %2 brengt, kost wie haar speelt een bom.</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n card(s). When a round ends, hands are filled up from it.</source>
        <translation>
            <numerusform>Trekstapel: %n kaart. Na elke ronde worden de handen ermee aangevuld.</numerusform>
            <numerusform>Trekstapel: %n kaarten. Na elke ronde worden de handen ermee aangevuld.</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard pile: play your card here. Its top card shows the last one played.</source>
        <translation>Aflegstapel: speel je kaart hierop. De bovenste kaart is de laatst gespeelde.</translation>
    </message>
</context>
<context>
    <name>BoomoUi</name>
    <message>
        <source>A card game published by %1 (%2).</source>
        <extracomment>The rulebook names no designer: only the publisher and the year.</extracomment>
        <translation>Een kaartspel, uitgegeven door %1 (%2).</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Bombs</source>
        <translation>Bommen</translation>
    </message>
    <message>
        <source>out</source>
        <translation>uit het spel</translation>
    </message>
    <message>
        <source>%1, play twice: first a card that sets or adds seconds.</source>
        <translation>%1, dubbel spelen: eerst een getalkaart.</translation>
    </message>
    <message>
        <source>%1, now your second card: any card.</source>
        <translation>%1, nu je tweede kaart: elke kaart mag.</translation>
    </message>
    <message>
        <source>%1, choose whom to swap hands with.</source>
        <translation>%1, kies met wie je van hand ruilt.</translation>
    </message>
    <message>
        <source>%1, a bomb card! Discard a time stopper, or let one of your bombs explode?</source>
        <translation>%1, een bomkaart! Leg je een tijdstopper af, of laat je een van je bommen ontploffen?</translation>
    </message>
    <message>
        <source>Your turn, %1: play a card.</source>
        <translation>Jij bent aan de beurt, %1: speel een kaart.</translation>
    </message>
</context>
<context>
    <name>CardImpactModel</name>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>Held</source>
        <extracomment>Column: how many seat-games had the card in the starting hand.</extracomment>
        <translation>In hand</translation>
    </message>
    <message>
        <source>Win rate when held</source>
        <translation>Winstkans met</translation>
    </message>
    <message>
        <source>when not held</source>
        <translation>zonder</translation>
    </message>
    <message>
        <source>Difference (points)</source>
        <translation>Verschil (procentpunt)</translation>
    </message>
    <message>
        <source>Played</source>
        <extracomment>Column: how many seat-games played a card of the kind.</extracomment>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Win rate when played</source>
        <translation>Winstkans gespeeld</translation>
    </message>
    <message>
        <source>when not played</source>
        <translation>niet gespeeld</translation>
    </message>
    <message>
        <source>Seat-games (one player in one game) in which the card was in the starting hand</source>
        <translation>Plaats-spellen (één speler in één spel) waarin de kaart in de beginhand zat</translation>
    </message>
    <message>
        <source>Seat-games in which the player played a card of this kind</source>
        <translation>Plaats-spellen waarin de speler een kaart van deze soort speelde</translation>
    </message>
    <message>
        <source>Stands out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Valt op na de correctie van Holm voor alle toetsen in de tabel, beide kolommen samen.</translation>
    </message>
    <message>
        <source>May be chance: it does not stand out after Holm&apos;s correction for every test in the table, both columns.</source>
        <translation>Kan toeval zijn: het valt niet op na de correctie van Holm voor alle toetsen in de tabel, beide kolommen samen.</translation>
    </message>
    <message>
        <source>Win rate with the card minus without it, in percentage points, ± the half-width of the 95% interval: what goes with winning, not what the card does. Bold where the interval excludes zero after the correction for every test in the table</source>
        <translation>Winstkans met de kaart min zonder, in procentpunten, ± de halve breedte van het 95%-interval: wat samengaat met winnen, niet wat de kaart doet. Vet waar het interval nul uitsluit na de correctie voor alle toetsen in de tabel</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Geef het scherm aan %1</translation>
    </message>
    <message>
        <source>%1 is ready: show my cards</source>
        <translation>%1 is klaar: laat mijn kaarten zien</translation>
    </message>
    <message>
        <source>Ready in a moment…</source>
        <translation>Zo meteen klaar…</translation>
    </message>
    <message>
        <source>Pass the screen to %1</source>
        <comment>the name begins with a vowel</comment>
        <translation>Geef het scherm aan %1</translation>
    </message>
</context>
<context>
    <name>DealChancesModel</name>
    <message>
        <source>No chances while the rules have problems: they are worked out from rules the game can play.</source>
        <translation>Geen kansen zolang de regels problemen hebben: ze worden berekend uit regels die het spel kan spelen.</translation>
    </message>
    <message>
        <source>No chances: this game cannot be played here, so nothing says what is dealt.</source>
        <translation>Geen kansen: dit spel kan hier niet gespeeld worden, dus niets zegt wat er gedeeld wordt.</translation>
    </message>
    <message>
        <source>No chances: at the start the players are dealt no hand from these cards.</source>
        <translation>Geen kansen: bij het begin krijgen de spelers geen hand uit deze kaarten.</translation>
    </message>
    <message>
        <source>Any card</source>
        <translation>Elke kaart</translation>
    </message>
    <message>
        <source>%1, all together</source>
        <extracomment>A column or a row of the deck as one kind: &quot;7, all together&quot; (in any colour), &quot;Gold, all together&quot;.</extracomment>
        <translation>%1, alle samen</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s) in the deck. A hand holds at least one in %2 of deals, and %3 on average.</source>
        <extracomment>%1 a kind of card, %2 a percentage, %3 a number such as 0.25; %n the cards of the kind.</extracomment>
        <translation>
            <numerusform>%1: %n kaart in het kaartspel. Een hand heeft er in %2 van de keren minstens één, en gemiddeld %3.</numerusform>
            <numerusform>%1: %n kaarten in het kaartspel. Een hand heeft er in %2 van de keren minstens één, en gemiddeld %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealChancesPanel</name>
    <message>
        <source>Chances in a dealt hand</source>
        <translation>Kansen in een gedeelde hand</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>The number of players the chances are worked out for</source>
        <translation>Het aantal spelers waarvoor de kansen berekend worden</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>&amp;Toon:</translation>
    </message>
    <message>
        <source>Chance of being dealt at least one</source>
        <translation>Kans om er minstens één te krijgen</translation>
    </message>
    <message>
        <source>Number in a hand on average</source>
        <translation>Gemiddeld aantal in een hand</translation>
    </message>
    <message numerus="yes">
        <source>Each player is dealt %n card(s) from this deck, shuffled; the figures are worked out from the deck&apos;s counts, over every way it can be dealt.</source>
        <translation>
            <numerusform>Elke speler krijgt %n kaart uit deze geschudde kaarten; de cijfers zijn berekend uit de aantallen kaarten, over alle manieren waarop ze gedeeld kunnen worden.</numerusform>
            <numerusform>Elke speler krijgt %n kaarten uit deze geschudde kaarten; de cijfers zijn berekend uit de aantallen kaarten, over alle manieren waarop ze gedeeld kunnen worden.</numerusform>
        </translation>
    </message>
    <message>
        <source>A hand&apos;s value on average: %1 (the numbers on its cards added up).</source>
        <translation>Gemiddelde waarde van een hand: %1 (de getallen op de kaarten opgeteld).</translation>
    </message>
</context>
<context>
    <name>DeckCsv</name>
    <message>
        <source>“%1” is not a card of this deck; expected %2.</source>
        <translation>“%1” is geen kaart van deze kaartsamenstelling; verwacht: %2.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>“%1” is geen naam (%2): gebruik kleine letters, cijfers, - en _.</translation>
    </message>
    <message>
        <source>%1: expected a number of cards from 0 to %2, found “%3”.</source>
        <translation>%1: verwacht een aantal kaarten van 0 tot en met %2, gevonden: “%3”.</translation>
    </message>
    <message>
        <source>more than %1 cards of %2.</source>
        <translation>meer dan %1 kaarten %2.</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Regel %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more.</source>
        <translation>
            <numerusform>… en nog %n.</numerusform>
            <numerusform>… en nog %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>a value from %1 to %2</source>
        <translation>een waarde van %1 tot en met %2</translation>
    </message>
    <message>
        <source>count</source>
        <translation>aantal</translation>
    </message>
    <message>
        <source>the file holds no cards.</source>
        <translation>het bestand bevat geen kaarten.</translation>
    </message>
    <message>
        <source>the column %1 appears twice.</source>
        <translation>de kolom %1 komt twee keer voor.</translation>
    </message>
    <message>
        <source>%1 has a row already.</source>
        <translation>%1 heeft al een rij.</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) more than the header has columns.</source>
        <translation>
            <numerusform>%n cel meer dan de kopregel kolommen heeft.</numerusform>
            <numerusform>%n cellen meer dan de kopregel kolommen heeft.</numerusform>
        </translation>
    </message>
    <message>
        <source>expected a header row with at least two columns.</source>
        <translation>verwacht een kopregel met minstens twee kolommen.</translation>
    </message>
    <message>
        <source>expected a header row naming the columns.</source>
        <translation>verwacht een kopregel met de namen van de kolommen.</translation>
    </message>
    <message numerus="yes">
        <source>expected at least %n cell(s).</source>
        <translation>
            <numerusform>verwacht minstens %n cel.</numerusform>
            <numerusform>verwacht minstens %n cellen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: the cell is missing; write 0 for no cards.</source>
        <translation>%1: de cel ontbreekt; schrijf 0 voor geen kaarten.</translation>
    </message>
    <message>
        <source>Line %1, column %2: %3</source>
        <translation>Regel %1, kolom %2: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A kind of card: its suit, then its rank (e.g. &quot;Gold 7&quot;).</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: the cell is empty; write 0 for no cards.</source>
        <translation>%1: de cel is leeg; schrijf 0 voor geen kaarten.</translation>
    </message>
</context>
<context>
    <name>DeckDifference</name>
    <message>
        <source>%1 removed</source>
        <translation>%1 weg</translation>
    </message>
    <message numerus="yes">
        <source>%1 added (%n card(s))</source>
        <translation>
            <numerusform>%1 erbij (%n kaart)</numerusform>
            <numerusform>%1 erbij (%n kaarten)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 erbij</translation>
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
            <numerusform>%1 (%2 → %n kaart)</numerusform>
            <numerusform>%1 (%2 → %n kaarten)</numerusform>
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
            <numerusform>In totaal: %n kaart</numerusform>
            <numerusform>In totaal: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n card(s)</source>
        <translation>
            <numerusform>%1: %n kaart</numerusform>
            <numerusform>%1: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Base: %n card(s)</source>
        <translation>
            <numerusform>Basis: %n kaart</numerusform>
            <numerusform>Basis: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>In the file: %1</source>
        <translation>In het bestand: %1</translation>
    </message>
    <message>
        <source>This deck has room for no more than %1 of them.</source>
        <translation>Hiervan passen er niet meer dan %1 in deze kaartsamenstelling.</translation>
    </message>
    <message>
        <source>“%1” is not a name (%2): use lower-case letters, digits, - and _.</source>
        <translation>“%1” is geen naam (%2): gebruik kleine letters, cijfers, - en _.</translation>
    </message>
    <message>
        <source>The deck has “%1” already.</source>
        <translation>“%1” is er al.</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 toevoegen</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 verwijderen</translation>
    </message>
    <message>
        <source>Expected a number of cards from 0 to %1.</source>
        <translation>Verwacht een aantal kaarten van 0 tot en met %1.</translation>
    </message>
    <message>
        <source>Expected a value from %1 to %2.</source>
        <translation>Verwacht een waarde van %1 tot en met %2.</translation>
    </message>
    <message>
        <source>“%1” is not a card this deck may have.</source>
        <translation>“%1” is geen kaart die in deze kaartsamenstelling mag.</translation>
    </message>
    <message>
        <source>The deck has a column %1 already.</source>
        <translation>Er is al een kolom %1.</translation>
    </message>
    <message numerus="yes">
        <source>Change %n card count(s)</source>
        <translation>
            <numerusform>%n kaartaantal wijzigen</numerusform>
            <numerusform>%n kaartaantallen wijzigen</numerusform>
        </translation>
    </message>
    <message>
        <source>Import the deck from CSV</source>
        <translation>Kaarten uit CSV importeren</translation>
    </message>
    <message numerus="yes">
        <source>“%1” was refused: expected a number of cards from 0 to %2. The cell keeps %n card(s).</source>
        <translation>
            <numerusform>„%1” is geweigerd: verwacht wordt een aantal kaarten van 0 tot en met %2. De cel houdt %n kaart.</numerusform>
            <numerusform>„%1” is geweigerd: verwacht wordt een aantal kaarten van 0 tot en met %2. De cel houdt %n kaarten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckPanel</name>
    <message>
        <source>Import CSV…</source>
        <translation>CSV importeren…</translation>
    </message>
    <message>
        <source>Read the deck from a spreadsheet saved as CSV</source>
        <translation>Lees de kaarten uit een spreadsheet die als CSV is opgeslagen</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exporteren…</translation>
    </message>
    <message>
        <source>Write the deck as CSV, for a spreadsheet</source>
        <translation>Schrijf de kaarten als CSV, voor een spreadsheet</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiëren</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Plakken</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message numerus="yes">
        <source>The deck: %n card(s).</source>
        <translation>
            <numerusform>In totaal: %n kaart.</numerusform>
            <numerusform>In totaal: %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards</source>
        <translation>Geen kaarten</translation>
    </message>
    <message>
        <source>&amp;Name (as the file writes it):</source>
        <translation>&amp;Naam (zoals het bestand hem schrijft):</translation>
    </message>
    <message>
        <source>&amp;Start with the cards of:</source>
        <translation>&amp;Begin met de kaarten van:</translation>
    </message>
    <message>
        <source>A &amp;value:</source>
        <translation>Een &amp;waarde:</translation>
    </message>
    <message>
        <source>A &amp;named card:</source>
        <translation>Een kaart met een &amp;naam:</translation>
    </message>
    <message>
        <source>&amp;Cards of it in each row:</source>
        <translation>&amp;Kaarten ervan in elke rij:</translation>
    </message>
    <message>
        <source>&amp;Cards of it:</source>
        <translation>&amp;Kaarten ervan:</translation>
    </message>
    <message>
        <source>The cells cannot be pasted here: they reach beyond the table or hold something other than numbers of cards from 0 to %1.</source>
        <translation>De cellen kunnen hier niet worden geplakt: ze lopen buiten de tabel of bevatten iets anders dan aantallen kaarten van 0 tot en met %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kan niet worden gelezen: %2</translation>
    </message>
    <message>
        <source>%1 is not text in UTF-8: save it from the spreadsheet as “CSV UTF-8”.</source>
        <translation>%1 is geen tekst in UTF-8: sla het in de spreadsheet op als “CSV UTF-8”.</translation>
    </message>
    <message>
        <source>Import the deck</source>
        <translation>Kaarten importeren</translation>
    </message>
    <message>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-bestanden (*.csv *.txt);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>%1 cannot be used as this deck; nothing was changed.</source>
        <translation>%1 kan niet als deze kaartsamenstelling worden gebruikt; er is niets veranderd.</translation>
    </message>
    <message>
        <source>Export the deck</source>
        <translation>Kaarten exporteren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>The deck could not be written to %1:
%2</source>
        <translation>De kaarten konden niet naar %1 worden geschreven:
%2</translation>
    </message>
    <message>
        <source>Against the base: %1</source>
        <translation>Tegenover de basis: %1</translation>
    </message>
    <message>
        <source>%1 leaves out cards the deck has: %2.</source>
        <translation>%1 laat kaarten weg die er nu in zitten: %2.</translation>
    </message>
    <message>
        <source>Remove them from the deck? With No, the deck stays as it is.</source>
        <translation>Eruit halen? Met Nee blijven de kaarten zoals ze zijn.</translation>
    </message>
    <message>
        <source>Remove them</source>
        <translation>Eruit halen</translation>
    </message>
    <message>
        <source>Keep the deck</source>
        <translation>Kaarten houden</translation>
    </message>
</context>
<context>
    <name>DeckPrinter</name>
    <message numerus="yes">
        <source>A print-and-play deck of %n card(s),</source>
        <translation>
            <numerusform>Een stapel om zelf te printen van %n kaart,</numerusform>
            <numerusform>Een stapel om zelf te printen van %n kaarten,</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n sheet(s) of fronts.</source>
        <translation>
            <numerusform>%n vel met voorkanten.</numerusform>
            <numerusform>%n vellen met voorkanten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Print at actual size (100%, no fitting to the page); each card is %1 × %2 mm. Cut along the marks.</source>
        <translation>Print op ware grootte (100%, niet aanpassen aan de pagina); elke kaart is %1 × %2 mm. Snijd langs de snijtekens.</translation>
    </message>
    <message>
        <source>The backs are on every other page: print on both sides, flipping on the long edge, and each back lies behind its own front.</source>
        <translation>De achterkanten staan op elke tweede pagina: print dubbelzijdig, omslaan langs de lange kant, en elke achterkant komt achter zijn eigen voorkant.</translation>
    </message>
    <message>
        <source>What differs from the base</source>
        <translation>Wat afwijkt van de basis</translation>
    </message>
    <message>
        <source>Nothing: these are the rules as published.</source>
        <translation>Niets: dit zijn de spelregels zoals uitgegeven.</translation>
    </message>
    <message>
        <source>Nothing: this deck and these numbers are those of %1.</source>
        <translation>Niets: deze kaarten en deze getallen zijn die van %1.</translation>
    </message>
    <message>
        <source>Against %1:</source>
        <translation>Tegenover %1:</translation>
    </message>
    <message>
        <source>The deck</source>
        <translation>De kaarten</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
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
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Probleem</translation>
    </message>
</context>
<context>
    <name>EarlierRules</name>
    <message>
        <source>This game is played under an earlier version of “%1”: the rules it started with, which it keeps to the end.</source>
        <translation>Dit spel wordt gespeeld volgens een eerdere versie van “%1”: de regels waarmee het begon, die het tot het einde houdt.</translation>
    </message>
    <message>
        <source>The file has changed since:</source>
        <translation>Het bestand is sindsdien veranderd:</translation>
    </message>
    <message>
        <source>Earlier rules</source>
        <translation>Eerdere regels</translation>
    </message>
</context>
<context>
    <name>EditorWindow</name>
    <message>
        <source>New house rule</source>
        <translation>Nieuwe huisregel</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Kan geen huisregel maken</translation>
    </message>
    <message>
        <source>These rules come with Houserules and stay as they are. Change what you like: Save as… keeps your changes as a house rule of your own.</source>
        <translation>Deze regels horen bij Houserules en blijven zoals ze zijn. Verander wat je wilt: Opslaan als… bewaart je wijzigingen als een eigen huisregel.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Title and description</source>
        <translation>Titel en beschrijving</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>The house rule as it will be saved: the game, the rules it extends, its titles, and only the parameters that differ from them.</source>
        <translation>De huisregel zoals hij wordt opgeslagen: het spel, de regels waarop hij voortbouwt, zijn titels, en alleen de parameters die ervan afwijken.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Bestand</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nieuwe huisregel</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Play with these rules</source>
        <translation>&amp;Spelen met deze regels</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>Slui&amp;ten</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>Reset to &amp;base</source>
        <translation>Terug naar de &amp;basis</translation>
    </message>
    <message>
        <source>Give the chosen parameter its base value again</source>
        <translation>Geef de gekozen parameter weer zijn basiswaarde</translation>
    </message>
    <message>
        <source>Reset &amp;all to base</source>
        <translation>&amp;Alles terug naar de basis</translation>
    </message>
    <message>
        <source>Give every parameter its base value again</source>
        <translation>Geef elke parameter weer zijn basiswaarde</translation>
    </message>
    <message>
        <source>&amp;Changed only</source>
        <translation>Alleen &amp;gewijzigde</translation>
    </message>
    <message>
        <source>Show only the parameters that differ from the base</source>
        <translation>Toon alleen de parameters die van de basis afwijken</translation>
    </message>
    <message>
        <source>&amp;Deck</source>
        <translation>&amp;Kaarten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemen</translation>
    </message>
    <message>
        <source>Editing</source>
        <translation>Bewerken</translation>
    </message>
    <message>
        <source>Choose a parameter to read what it does. Double-click a value to change it.</source>
        <translation>Kies een parameter om te lezen wat hij doet. Dubbelklik op een waarde om haar te wijzigen.</translation>
    </message>
    <message>
        <source>Value: %1 · base value: %2</source>
        <translation>Waarde: %1 · basiswaarde: %2</translation>
    </message>
    <message>
        <source>&amp;Undo: %1</source>
        <translation>&amp;Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo: %1</source>
        <translation>Op&amp;nieuw: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Op&amp;nieuw</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation> (alleen-lezen)</translation>
    </message>
    <message>
        <source>%1[*]%2 — Rules editor</source>
        <extracomment>The editor&apos;s window title: the variant&apos;s title, [*] marks unsaved changes.</extracomment>
        <translation>%1[*]%2 — Regeleditor</translation>
    </message>
    <message>
        <source>Based on: %1</source>
        <translation>Gebaseerd op: %1</translation>
    </message>
    <message>
        <source>no changes</source>
        <translation>geen wijzigingen</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s)</source>
        <translation>
            <numerusform>%n wijziging</numerusform>
            <numerusform>%n wijzigingen</numerusform>
        </translation>
    </message>
    <message>
        <source>no problems: the game accepts these rules</source>
        <translation>geen problemen: het spel accepteert deze regels</translation>
    </message>
    <message numerus="yes">
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n probleem</numerusform>
            <numerusform>%n problemen</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problemen (%1)</translation>
    </message>
    <message>
        <source>Cannot save yet</source>
        <translation>Nog niet op te slaan</translation>
    </message>
    <message>
        <source>The game would reject these rules. Solve the problems listed below first; each one shows its parameter when you choose it.</source>
        <translation>Het spel zou deze regels weigeren. Los eerst de problemen hieronder op; elk probleem toont zijn parameter als je het kiest.</translation>
    </message>
    <message>
        <source>%1 (house rule)</source>
        <translation>%1 (huisregel)</translation>
    </message>
    <message>
        <source>Cannot save the rules</source>
        <translation>Kan de regels niet opslaan</translation>
    </message>
    <message>
        <source>The rules could not be saved to %1:
%2</source>
        <translation>De regels konden niet worden opgeslagen in %1:
%2</translation>
    </message>
    <message>
        <source>Open rules</source>
        <translation>Regels openen</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot open the rules</source>
        <translation>Kan de regels niet openen</translation>
    </message>
    <message>
        <source>%1 cannot be edited:
%2</source>
        <translation>%1 kan niet worden bewerkt:
%2</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Lijst wissen</translation>
    </message>
    <message>
        <source>Save the changes?</source>
        <translation>Wijzigingen opslaan?</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved.</source>
        <translation>“%1” heeft wijzigingen die niet zijn opgeslagen.</translation>
    </message>
    <message>
        <source>Save them before closing?</source>
        <translation>Opslaan voordat je sluit?</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Testspelen</translation>
    </message>
    <message>
        <source>Print &amp;deck…</source>
        <translation>&amp;Kaarten printen…</translation>
    </message>
    <message>
        <source>Notebook</source>
        <extracomment>The editor&apos;s tab listing every simulation run kept (the lab&apos;s notebook).</extracomment>
        <translation>Logboek</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules kent het spel %1 niet.</translation>
    </message>
    <message>
        <source>The house rule as it will be saved</source>
        <translation>De huisregel zoals hij wordt opgeslagen</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Meer knoppen</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverloop</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>Rules: %1 · Deal&#xa0;no.&#xa0;%2</source>
        <translation>Regels: %1 · Spel&#xa0;nr.&#xa0;%2</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regels: %1</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Wachten op %1.</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Nog een keer</translation>
    </message>
    <message>
        <source>The same players and rules, a new deal.</source>
        <translation>Dezelfde spelers en regels, nieuwe kaarten.</translation>
    </message>
    <message>
        <source>%1 is playing.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <source>Your turn in a moment, %1: let go of the keys.</source>
        <translation>Zo meteen ben jij aan de beurt, %1: laat de toetsen los.</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Look at your cards, %1: the computer players start in a moment.</source>
        <translation>Bekijk je kaarten, %1: de computerspelers beginnen zo.</translation>
    </message>
    <message>
        <source>Copy the deal number</source>
        <translation>Spelnummer kopiëren</translation>
    </message>
    <message>
        <source>Deal no. %1: in a new game, the same number deals the same cards again.</source>
        <translation>Spelnummer %1: met hetzelfde nummer krijg je in een nieuw spel dezelfde kaarten nog eens.</translation>
    </message>
    <message>
        <source>Keys and clicks before your turn are ignored.</source>
        <translation>Toetsen en klikken vóór je beurt worden genegeerd.</translation>
    </message>
    <message>
        <source>The next computer player plays now (Space).</source>
        <translation>De volgende computerspeler speelt nu (spatiebalk).</translation>
    </message>
    <message>
        <source>The computer players start now (Space).</source>
        <translation>De computerspelers beginnen nu (spatiebalk).</translation>
    </message>
    <message>
        <source>%1 plays next: press Space or Go on.</source>
        <translation>%1 is hierna aan de beurt: druk op de spatiebalk of op Verder.</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Your turn. The guide is looking at your position…</source>
        <translation>Jij bent aan de beurt. De gids bekijkt je stelling…</translation>
    </message>
    <message>
        <source>This is your first round of %1. The guide marks what to do next and says why; what you play is always up to you.</source>
        <translation>Dit is je eerste ronde %1. De gids markeert wat je nu kunt doen en zegt waarom; wat je speelt, beslis je altijd zelf.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 is aan de beurt. Kijk naar de tafel: het spelverslag rechts beschrijft elke zet.</translation>
    </message>
    <message>
        <source>%1 is playing. Watch the table: the game log on the right says each move in words.</source>
        <translation>%1 is aan de beurt. Kijk naar de tafel: het spelverslag rechts beschrijft elke zet.</translation>
    </message>
    <message>
        <source>The marked choice did best in the computer&apos;s trial games from your position.</source>
        <translation>De gemarkeerde keuze deed het het best in de proefspellen die de computer vanuit jouw stelling speelde.</translation>
    </message>
    <message>
        <source>Press Enter to play the marked choice, or click it; or play something else, if you like.</source>
        <translation>Druk op Enter of klik om de gemarkeerde keuze te spelen; of speel iets anders, als je wilt.</translation>
    </message>
    <message>
        <source>Guided first round: %1</source>
        <translation>Begeleide eerste ronde: %1</translation>
    </message>
    <message>
        <source>That was your first round. You know the table now: play on to the end of the game, or start one of your own. Help › Rules (F1) has every rule, and Game › Hint (Ctrl+H) is always there.</source>
        <translation>Dat was je eerste ronde. Je kent de tafel nu: speel door tot het einde, of begin een eigen spel. Onder Help › Spelregels (F1) staan alle regels, en Spel › Tip (Ctrl+H) is er altijd.</translation>
    </message>
    <message>
        <source>Close the guide</source>
        <translation>Gids sluiten</translation>
    </message>
    <message>
        <source>Leave the guide</source>
        <translation>Gids verlaten</translation>
    </message>
</context>
<context>
    <name>HsBreakdown</name>
    <message>
        <source>1. The villains by colour</source>
        <translation>1. De schurken per kleur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Counts double</source>
        <translation>Telt dubbel</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
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
        <translation>geen</translation>
    </message>
    <message>
        <source>A player&apos;s villains score their values; the colour they hold most of counts double (of colours held equally often, the one worth most).</source>
        <translation>De schurken van een speler tellen hun waarde; de kleur waarvan hij er het meest heeft, telt dubbel (bij evenveel de kleur die het meest waard is).</translation>
    </message>
    <message>
        <source>2. Black Jack</source>
        <translation>2. Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%1 hired him %n time(s).</source>
        <translation>
            <numerusform>%1 huurde hem %n keer in.</numerusform>
            <numerusform>%1 huurde hem %n keer in.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) were left in the harbour.</source>
        <translation>
            <numerusform>Er bleef %n schurk in de haven.</numerusform>
            <numerusform>Er bleven %n schurken in de haven.</numerusform>
        </translation>
    </message>
    <message>
        <source>3. The winner</source>
        <translation>3. De winnaar</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. De winnaar</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n point(s)!</source>
        <translation>
            <numerusform>%1 wint met %n punt!</numerusform>
            <numerusform>%1 wint met %n punten!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 delen de winst met elk %n punt.</numerusform>
            <numerusform>%1 delen de winst met elk %n punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsFigureTexts</name>
    <message>
        <source>Villains at the end</source>
        <translation>Schurken aan het eind</translation>
    </message>
    <message>
        <source>Black Jack hired</source>
        <translation>Black Jack ingehuurd</translation>
    </message>
    <message>
        <source>Players end with %1 more villains (±%2).</source>
        <translation>Spelers eindigen met %1 schurken meer (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer villains (±%2).</source>
        <translation>Spelers eindigen met %1 schurken minder (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more villains (±%2).</source>
        <translation>Plaats %3 eindigt met %1 schurken meer (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer villains (±%2).</source>
        <translation>Plaats %3 eindigt met %1 schurken minder (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 more times a game (±%2).</source>
        <translation>Spelers huren Black Jack %1 keer vaker in per spel (±%2).</translation>
    </message>
    <message>
        <source>Players hire Black Jack %1 fewer times a game (±%2).</source>
        <translation>Spelers huren Black Jack %1 keer minder vaak in per spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 more times a game (±%2).</source>
        <translation>Plaats %3 huurt Black Jack %1 keer vaker in per spel (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 hires Black Jack %1 fewer times a game (±%2).</source>
        <translation>Plaats %3 huurt Black Jack %1 keer minder vaak in per spel (±%2).</translation>
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
        <translation>veld %1, waar de spelonk %2 toont</translation>
    </message>
    <message>
        <source>field %1, whose den shows no villain now</source>
        <translation>veld %1, waar de spelonk nu geen schurk toont</translation>
    </message>
    <message>
        <source>Each round every captain chooses a movement card in secret, then sails clockwise round the %1 fields and takes the villain shown at the den where they stop. After %2 rounds the highest score wins: villains count their value, and your most held colour counts double.</source>
        <translation>Elke ronde kiest iedere kapitein in het geheim een bewegingskaart, vaart dan met de klok mee langs de %1 velden en neemt de schurk die open ligt bij de spelonk waar hij stopt. Na %2 rondes wint de hoogste score: schurken tellen hun waarde, en de kleur waarvan je de meeste hebt telt dubbel.</translation>
    </message>
    <message>
        <source>Black Jack robs the captains he passes: hire him at the auction with one of your villains.</source>
        <translation>Black Jack berooft de kapiteins die hij passeert: huur hem in op de veiling met een van je schurken.</translation>
    </message>
    <message>
        <source>Field %1: the dens are still face down, so any den is a surprise. Whoever lands on a captain may rob them.</source>
        <translation>Veld %1: de spelonken liggen nog gedekt, dus elke spelonk is een verrassing. Wie op een kapitein landt, mag hem beroven.</translation>
    </message>
    <message>
        <source>Field %1: Black Jack robs every captain he reaches or passes, so put him where your rivals are ahead of him.</source>
        <translation>Veld %1: Black Jack berooft elke kapitein die hij bereikt of passeert, dus zet hem waar je tegenstanders vóór hem staan.</translation>
    </message>
    <message>
        <source>Pass and keep every villain: the best offer goes to the harbour, and Black Jack robs for whoever made it.</source>
        <translation>Pas en houd al je schurken: het hoogste bod gaat naar de haven, en Black Jack rooft voor wie het deed.</translation>
    </message>
    <message>
        <source>Offer %1: if nobody offers more, it goes to the harbour and Black Jack robs the captains he passes for you this round.</source>
        <translation>Bied %1: biedt niemand meer, dan gaat die naar de haven en berooft Black Jack deze ronde voor jou de kapiteins die hij passeert.</translation>
    </message>
    <message>
        <source>The rum lets you name your number after the reveal, any number nobody else played: you choose your den once you see the others&apos; cards. Two rums cancel each other.</source>
        <translation>Met de rum noem je je getal na het omdraaien, elk getal dat niemand anders speelde: je kiest je spelonk als je de kaarten van de anderen ziet. Twee rums heffen elkaar op.</translation>
    </message>
    <message>
        <source>The rum: you name Black Jack&apos;s number as he moves, once you see where the captains stand.</source>
        <translation>De rum: je noemt het getal van Black Jack als hij beweegt, wanneer je ziet waar de kapiteins staan.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs every captain he reaches or passes; from each who holds as many villains as you or more, you take one.</source>
        <translation>Black Jack gaat %1 velden vooruit en berooft elke kapitein die hij bereikt of passeert; van wie evenveel schurken heeft als jij of meer, neem jij er een.</translation>
    </message>
    <message>
        <source>Card %1 takes your captain to %2, unless another captain plays the same number: equal cards cancel, and those captains stay where they are.</source>
        <translation>Kaart %1 brengt je kapitein naar %2, tenzij een andere kapitein hetzelfde getal speelt: gelijke kaarten heffen elkaar op, en die kapiteins blijven staan.</translation>
    </message>
    <message>
        <source>Black Jack moves %1 fields and robs the captains he reaches or passes on the way.</source>
        <translation>Black Jack gaat %1 velden vooruit en berooft onderweg de kapiteins die hij bereikt of passeert.</translation>
    </message>
    <message>
        <source>%1 fields take your captain to %2: no other card of this round shows that number.</source>
        <translation>Met %1 velden komt je kapitein op %2: geen andere kaart van deze ronde toont dat getal.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour holds %n villain(s): take the one worth most to you.</source>
        <translation>
            <numerusform>In de haven ligt %n schurk: neem die.</numerusform>
            <numerusform>In de haven liggen %n schurken: neem degene die jou het meest oplevert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1: you take one of their villains, and the captain who hired Black Jack loses it.</source>
        <translation>Beroof %1: je neemt een van diens schurken, en de kapitein die Black Jack inhuurde, raakt die kwijt.</translation>
    </message>
    <message>
        <source>Black Jack makes you give up one villain: %1 costs you %2 points, counting your most held colour double.</source>
        <translation>Black Jack laat je een schurk afstaan: %1 kost je %2 punten, met je meest gehouden kleur dubbel geteld.</translation>
    </message>
    <message>
        <source>Take %1: it raises your score from %2 to %3, counting your most held colour double.</source>
        <translation>Neem %1: je score stijgt van %2 naar %3, met je meest gehouden kleur dubbel geteld.</translation>
    </message>
    <message>
        <source>If nobody offers more, %1 goes to the harbour: your score drops from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is offered.</extracomment>
        <translation>Biedt niemand meer, dan gaat %1 naar de haven: je score zakt van %2 naar %3.</translation>
    </message>
    <message>
        <source>Giving %1 to the harbour drops your score from %2 to %3.</source>
        <extracomment>Said when the villain is chosen, before it is given.</extracomment>
        <translation>%1 aan de haven geven laat je score zakken van %2 naar %3.</translation>
    </message>
</context>
<context>
    <name>HsLog</name>
    <message>
        <source>%1 puts their captain on field %2.</source>
        <translation>%1 zet zijn kapitein op veld %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the den at field %3.</source>
        <translation>%1 neemt %2 uit de spelonk bij veld %3.</translation>
    </message>
    <message>
        <source>The dens open: each den&apos;s top villain is turned face up.</source>
        <translation>De spelonken gaan open: de bovenste schurk van elke spelonk wordt omgedraaid.</translation>
    </message>
    <message>
        <source>%1 puts Black Jack on field %2.</source>
        <translation>%1 zet Black Jack op veld %2.</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Ronde %1 van %2.</translation>
    </message>
    <message>
        <source>%1 offers %2 to hire Black Jack.</source>
        <translation>%1 biedt %2 om Black Jack in te huren.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 past.</translation>
    </message>
    <message>
        <source>%1 hires Black Jack; %2 goes to the harbour.</source>
        <translation>%1 huurt Black Jack in; %2 gaat naar de haven.</translation>
    </message>
    <message>
        <source>Nobody hires Black Jack this round.</source>
        <translation>Niemand huurt Black Jack in deze ronde in.</translation>
    </message>
    <message>
        <source>%1 chose a movement card.</source>
        <translation>%1 koos een bewegingskaart.</translation>
    </message>
    <message>
        <source>%1 chose the rum card (secret until the reveal).</source>
        <translation>%1 koos de rumkaart (geheim tot het omdraaien).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 (secret until the reveal).</source>
        <translation>%1 koos bewegingskaart %2 (geheim tot het omdraaien).</translation>
    </message>
    <message>
        <source>%1 shows the rum card.</source>
        <translation>%1 toont de rumkaart.</translation>
    </message>
    <message>
        <source>%1 shows a %2.</source>
        <translation>%1 toont een %2.</translation>
    </message>
    <message>
        <source>%1&apos;s card is cancelled by an equal one: their captain stays.</source>
        <translation>De kaart van %1 wordt opgeheven door een gelijke: zijn kapitein blijft staan.</translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s rum moves %n field(s).</source>
        <translation>
            <numerusform>De rum van %1 gaat %n veld vooruit.</numerusform>
            <numerusform>De rum van %1 gaat %n velden vooruit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s captain moves from field %2 to field %3.</source>
        <translation>De kapitein van %1 gaat van veld %2 naar veld %3.</translation>
    </message>
    <message>
        <source>%1&apos;s captain is pushed on to field %2.</source>
        <translation>De kapitein van %1 wordt doorgeschoven naar veld %2.</translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <translation>%1 neemt %2 af van %3.</translation>
    </message>
    <message>
        <source>%1 takes %2 from the harbour.</source>
        <translation>%1 neemt %2 uit de haven.</translation>
    </message>
    <message>
        <source>%1 gives %2 to the harbour.</source>
        <translation>%1 geeft %2 aan de haven.</translation>
    </message>
    <message>
        <source>%1 turns up Black Jack&apos;s card: %2.</source>
        <translation>%1 draait de kaart van Black Jack om: %2.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is turned up: %1.</source>
        <translation>De kaart van Black Jack wordt omgedraaid: %1.</translation>
    </message>
    <message>
        <source>Black Jack moves from field %1 to field %2.</source>
        <translation>Black Jack gaat van veld %1 naar veld %2.</translation>
    </message>
    <message>
        <source>Black Jack walks on to field %1.</source>
        <translation>Black Jack loopt door naar veld %1.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 won with %n point(s).</source>
        <translation>
            <numerusform>%1 won met %n punt.</numerusform>
            <numerusform>%1 won met %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n point(s) each.</source>
        <translation>
            <numerusform>%1 delen de winst met elk %n punt.</numerusform>
            <numerusform>%1 delen de winst met elk %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 chose Black Jack&apos;s card.</source>
        <translation>%1 koos de kaart van Black Jack.</translation>
    </message>
    <message>
        <source>%1 chose the rum card for Black Jack (secret until he moves).</source>
        <translation>%1 koos de rumkaart voor Black Jack (geheim tot hij beweegt).</translation>
    </message>
    <message>
        <source>%1 chose movement card %2 for Black Jack (secret until he moves).</source>
        <translation>%1 koos bewegingskaart %2 voor Black Jack (geheim tot hij beweegt).</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card is cancelled by an equal one: he stays.</source>
        <translation>De kaart van Black Jack wordt opgeheven door een gelijke: hij blijft staan.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s rum moves him %n field(s).</source>
        <translation>
            <numerusform>Black Jack gaat met zijn rum %n veld vooruit.</numerusform>
            <numerusform>Black Jack gaat met zijn rum %n velden vooruit.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from %3.</source>
        <comment>the name begins with a vowel</comment>
        <translation>%1 neemt %2 af van %3.</translation>
    </message>
    <message>
        <source>%1 chooses the harbour, but it is empty: nothing to take.</source>
        <translation>%1 kiest de haven, maar die is leeg: er valt niets te halen.</translation>
    </message>
    <message>
        <source>%1 chooses to rob %2, but may take nothing.</source>
        <translation>%1 kiest ervoor %2 te beroven, maar mag niets nemen.</translation>
    </message>
</context>
<context>
    <name>HsNames</name>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grijs</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
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
        <translation>Rumkaart</translation>
    </message>
    <message>
        <source>Movement card %1</source>
        <translation>Bewegingskaart %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement card %1</source>
        <translation>Bewegingskaart %1 van Black Jack</translation>
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
            <numerusform>%n schurk, waarde %1.</numerusform>
            <numerusform>%n schurken, waarden %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The villains</source>
        <translation>De schurken</translation>
    </message>
    <message numerus="yes">
        <source>%n villain card(s) in these colours, from lowest to highest (the order settles ties):</source>
        <translation>
            <numerusform>%n schurkenkaart in deze kleuren, van laag naar hoog (de volgorde beslist bij gelijkspel):</numerusform>
            <numerusform>%n schurkenkaarten in deze kleuren, van laag naar hoog (de volgorde beslist bij gelijkspel):</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player has the movement cards %1 and a rum card.</source>
        <translation>Elke speler heeft de bewegingskaarten %1 en een rumkaart.</translation>
    </message>
    <message>
        <source>Each player has the movement cards %1.</source>
        <translation>Elke speler heeft de bewegingskaarten %1.</translation>
    </message>
    <message numerus="yes">
        <source>The game lasts %n round(s); each uses one movement card, and a card is used only once.</source>
        <translation>
            <numerusform>Het spel duurt %n ronde; elke ronde kost een bewegingskaart, en elke kaart wordt maar één keer gebruikt.</numerusform>
            <numerusform>Het spel duurt %n rondes; elke ronde kost een bewegingskaart, en elke kaart wordt maar één keer gebruikt.</numerusform>
        </translation>
    </message>
    <message>
        <source>For %1 to %2 players.</source>
        <translation>Voor %1 tot %2 spelers.</translation>
    </message>
    <message numerus="yes">
        <source>The harbour is a ring of %n field(s), each in front of a den.</source>
        <translation>
            <numerusform>De haven is een ring van %n veld, voor een spelonk.</numerusform>
            <numerusform>De haven is een ring van %n velden, elk voor een spelonk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shuffle the villains and put %n face down in each den.</source>
        <translation>
            <numerusform>Schud de schurken en leg er %n gedekt in elke spelonk.</numerusform>
            <numerusform>Schud de schurken en leg er %n gedekt in elke spelonk.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The other %n villain(s) stay in the box, unseen.</source>
        <translation>
            <numerusform>De overige %n schurk blijft ongezien in de doos.</numerusform>
            <numerusform>De overige %n schurken blijven ongezien in de doos.</numerusform>
        </translation>
    </message>
    <message>
        <source>In turn, starting with a player drawn at random, each player puts their captain on a free field and takes that den&apos;s top villain. Then every den&apos;s top villain is turned face up.</source>
        <translation>Om de beurt, te beginnen bij een speler die door het lot wordt aangewezen, zet elke speler zijn kapitein op een vrij veld en neemt de bovenste schurk van die spelonk. Daarna wordt de bovenste schurk van elke spelonk omgedraaid.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>A round</source>
        <translation>Een ronde</translation>
    </message>
    <message>
        <source>Choose.</source>
        <translation>Kiezen.</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret; then all are shown together.</source>
        <translation>Iedereen kiest in het geheim een van zijn bewegingskaarten; daarna worden ze allemaal tegelijk omgedraaid.</translation>
    </message>
    <message>
        <source>Cancel.</source>
        <translation>Opheffen.</translation>
    </message>
    <message>
        <source>Equal cards (two rums too) cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>Gelijke kaarten (ook twee rums) heffen elkaar op: die kapiteins blijven staan en nemen als eersten de open schurk van hun spelonk.</translation>
    </message>
    <message>
        <source>Rum.</source>
        <translation>Rum.</translation>
    </message>
    <message>
        <source>A lone rum names a number that no card of this round shows, cancelled ones included, and moves that far.</source>
        <translation>Een enkele rum noemt een getal dat geen kaart van deze ronde toont (ook opgeheven kaarten niet) en gaat zo ver.</translation>
    </message>
    <message>
        <source>Move.</source>
        <translation>Bewegen.</translation>
    </message>
    <message>
        <source>The other captains move clockwise as far as their cards say, the lowest number first. Jumping over figures costs nothing.</source>
        <translation>De andere kapiteins bewegen met de klok mee zo ver als hun kaart zegt, het laagste getal eerst. Over figuren springen kost niets.</translation>
    </message>
    <message>
        <source>Landing</source>
        <translation>Landen</translation>
    </message>
    <message>
        <source>On a free field, take the den&apos;s face-up villain, if there is one, and turn up the next. An empty den gives nothing.</source>
        <translation>Op een vrij veld neem je de open schurk van de spelonk, als die er is, en draai je de volgende om. Een lege spelonk geeft niets.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you held as many villains as that captain or fewer before taking it, also take one of their villains, of your choice.</source>
        <translation>Op het veld van een andere kapitein neem je eerst de schurk van de spelonk. Had je vóór het nemen evenveel of minder schurken dan die kapitein, dan neem je hem ook een schurk naar keuze af.</translation>
    </message>
    <message>
        <source>On another captain&apos;s field, first take the den&apos;s villain. If you now hold as many villains as that captain or fewer, also take one of their villains, of your choice.</source>
        <translation>Op het veld van een andere kapitein neem je eerst de schurk van de spelonk. Heb je nu evenveel of minder schurken dan die kapitein, dan neem je hem ook een schurk naar keuze af.</translation>
    </message>
    <message>
        <source>Either way, the captain who stood there moves on to the next free field and takes nothing there.</source>
        <translation>Hoe dan ook gaat de kapitein die daar stond door naar het volgende vrije veld en neemt daar niets.</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s %n movement card(s) are shuffled face down on his ship.</source>
        <translation>
            <numerusform>De %n bewegingskaart van Black Jack ligt gedekt op zijn schip.</numerusform>
            <numerusform>De %n bewegingskaarten van Black Jack worden geschud en gedekt op zijn schip gelegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>The player whose first villain is the lowest puts him on a free field (equal values: the lower colour counts as lower).</source>
        <translation>De speler met de laagste eerste schurk zet hem op een vrij veld (bij gelijke waarde telt de lagere kleur als lager).</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>De veiling</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). In turn from the opener, each player once offers a villain worth more than the best offer so far, or passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Elke ronde begint met een veiling om Black Jack in te huren. In de eerste ronde opent de speler met de hoogste eerste schurk, later de laatste huurder (huurde niemand hem in, dan dezelfde speler als de vorige keer). Om de beurt vanaf de opener biedt elke speler één keer een schurk die meer waard is dan het beste bod tot dan toe, of past. Het beste bod gaat open naar de haven; die speler huurt Black Jack voor deze ronde in. De andere biedingen blijven bij hun eigenaars.</translation>
    </message>
    <message>
        <source>His move</source>
        <translation>Zijn zet</translation>
    </message>
    <message>
        <source>After all captains, his next card is turned up and he moves that far clockwise. He robs every captain he reaches or passes, the one where he stops included, in that order.</source>
        <translation>Na alle kapiteins wordt zijn volgende kaart omgedraaid en gaat hij zo ver met de klok mee. Hij berooft elke kapitein die hij bereikt of passeert, ook die waar hij stopt, in die volgorde.</translation>
    </message>
    <message>
        <source>Hired:</source>
        <translation>Ingehuurd:</translation>
    </message>
    <message>
        <source>he never robs his hirer, and robs a captain only if that captain holds as many villains as the hirer or more. The hirer chooses the villain and keeps it.</source>
        <translation>hij berooft nooit zijn huurder, en een kapitein alleen als die evenveel of meer schurken heeft dan de huurder. De huurder kiest de schurk en houdt hem.</translation>
    </message>
    <message>
        <source>Not hired:</source>
        <translation>Niet ingehuurd:</translation>
    </message>
    <message>
        <source>every captain he reaches or passes chooses a villain of their own to give to the harbour.</source>
        <translation>elke kapitein die hij bereikt of passeert, kiest een eigen schurk en geeft die aan de haven.</translation>
    </message>
    <message>
        <source>If he stops on an occupied field, he walks on to the next free one.</source>
        <translation>Stopt hij op een bezet veld, dan loopt hij door naar het volgende vrije veld.</translation>
    </message>
    <message>
        <source>A captain who lands on Black Jack takes the den&apos;s villain, then a villain of their choice from the harbour; Black Jack moves on to the next free field.</source>
        <translation>Een kapitein die op Black Jack landt, neemt de schurk van de spelonk en daarna een schurk naar keuze uit de haven; Black Jack gaat door naar het volgende vrije veld.</translation>
    </message>
    <message>
        <source>After round %1 the game ends.</source>
        <translation>Na ronde %1 is het spel afgelopen.</translation>
    </message>
    <message>
        <source>Each player adds up the values of their villains; the colour they hold most of counts double (of colours held equally often, the one worth most). The highest score wins; players with the same highest score share the win.</source>
        <translation>Elke speler telt de waarden van zijn schurken op; de kleur waarvan hij er het meest heeft, telt dubbel (bij evenveel de kleur die het meest waard is). De hoogste score wint; spelers met dezelfde hoogste score delen de winst.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Het einde</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Spelregels voor de variant ‘%1’.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Deze variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Het idee</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. Black Jack, hired in an auction every round, robs for whoever pays him. The most valuable crew wins.</source>
        <translation>Kapiteins varen rond een haven vol spelonken en verzamelen een bemanning van schurken. Black Jack, elke ronde geveild, rooft voor wie hem betaalt. De waardevolste bemanning wint.</translation>
    </message>
    <message>
        <source>Captains sail round a harbour of dens and gather a crew of villains. The most valuable crew wins. This introductory game is played without Black Jack.</source>
        <translation>Kapiteins varen rond een haven vol spelonken en verzamelen een bemanning van schurken. De waardevolste bemanning wint. Dit kennismakingsspel wordt zonder Black Jack gespeeld.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1 and a rum card.</source>
        <translation>Black Jack speelt met de bewegingskaarten van een afwezige derde kapitein: %1 en een rumkaart.</translation>
    </message>
    <message>
        <source>Black Jack plays with the movement cards of an absent third captain: %1.</source>
        <translation>Black Jack speelt met de bewegingskaarten van een afwezige derde kapitein: %1.</translation>
    </message>
    <message>
        <source>They lie shuffled face down on his ship; which of them he still has is known to all, and each is used once.</source>
        <translation>Ze liggen geschud en gedekt op zijn schip; welke hij nog heeft, weet iedereen, en elke kaart wordt één keer gebruikt.</translation>
    </message>
    <message>
        <source>Each round starts with an auction to hire Black Jack. It is opened in the first round by the player whose first villain is the highest, later by the last hirer (if nobody hired him, by the same player as before). From the opener, the two players take turns: offer a villain worth more than the best offer so far, or pass. The auction ends as soon as a player passes. The best offer goes face up into the harbour; that player hires Black Jack for the round. The other offers stay with their owners.</source>
        <translation>Elke ronde begint met een veiling om Black Jack in te huren. In de eerste ronde opent de speler met de hoogste eerste schurk, later de laatste huurder (huurde niemand hem in, dan dezelfde speler als de vorige keer). Vanaf de opener zijn de twee spelers om de beurt aan zet: bied een schurk die meer waard is dan het beste bod tot dan toe, of pas. De veiling eindigt zodra een speler past. Het beste bod gaat open naar de haven; die speler huurt Black Jack voor deze ronde in. De andere biedingen blijven bij hun eigenaars.</translation>
    </message>
    <message>
        <source>Hired</source>
        <translation>Ingehuurd</translation>
    </message>
    <message>
        <source>Right after the auction the hirer chooses one of Black Jack&apos;s cards for him, in secret; then both players choose their own cards.</source>
        <translation>Direct na de veiling kiest de huurder in het geheim een van de kaarten van Black Jack voor hem; daarna kiezen beide spelers hun eigen kaart.</translation>
    </message>
    <message>
        <source>The hirer who lands on him takes the den&apos;s villain, then a villain of their choice from the harbour.</source>
        <translation>De huurder die op hem landt, neemt de schurk van de spelonk en daarna een schurk naar keuze uit de haven.</translation>
    </message>
    <message>
        <source>Not hired</source>
        <translation>Niet ingehuurd</translation>
    </message>
    <message>
        <source>When both players have chosen, Black Jack&apos;s top card is turned up with theirs, as a third card of the round: an equal card cancels it (he stays and robs nobody), and it counts for the rum&apos;s number. If his is the lone rum, the auction&apos;s opener names the number.</source>
        <translation>Als beide spelers gekozen hebben, wordt de bovenste kaart van Black Jack samen met die van hen omgedraaid, als derde kaart van de ronde: een gelijke kaart heft hem op (hij blijft staan en berooft niemand), en hij telt mee voor het getal van de rum. Is die van hem de enige rum, dan noemt de opener van de veiling het getal.</translation>
    </message>
    <message>
        <source>He moves among the captains, in ascending order of the cards. Every captain he reaches or passes, the one where he stops included, chooses a villain of their own to give to the harbour.</source>
        <translation>Hij beweegt tussen de kapiteins, in oplopende volgorde van de kaarten. Elke kapitein die hij bereikt of passeert, ook die waar hij stopt, kiest een eigen schurk en geeft die aan de haven.</translation>
    </message>
    <message>
        <source>He robs the other captain if he reaches or passes them, the field where he stops included, and they hold as many villains as the hirer or more. The hirer chooses the villain and keeps it. He never robs his hirer.</source>
        <translation>Hij berooft de andere kapitein als hij die bereikt of passeert, ook op het veld waar hij stopt, en die evenveel of meer schurken heeft dan de huurder. De huurder kiest de schurk en houdt hem. Zijn huurder berooft hij nooit.</translation>
    </message>
    <message numerus="yes">
        <source>For %n player(s).</source>
        <translation>
            <numerusform>Voor %n speler.</numerusform>
            <numerusform>Voor %n spelers.</numerusform>
        </translation>
    </message>
    <message>
        <source>His card takes no part in cancelling or in the rum&apos;s number. After both captains he moves as far as his card says; if it is the rum, his hirer names a number from %1 that no revealed card of the round shows (with none left, he stays).</source>
        <translation>Zijn kaart doet niet mee bij het opheffen en niet bij het getal van de rum. Na beide kapiteins gaat hij zo ver als zijn kaart zegt; is het de rum, dan noemt zijn huurder een getal uit %1 dat geen omgedraaide kaart van deze ronde toont (is er geen meer over, dan blijft hij staan).</translation>
    </message>
    <message>
        <source>The other captain who lands on Black Jack takes the den&apos;s villain, then chooses: a villain from the harbour, or robbing the hirer as when landing on a captain. The choice is theirs even when one side or both hold nothing to take. Black Jack moves on to the next free field either way.</source>
        <translation>De andere kapitein die op Black Jack landt, neemt de schurk van de spelonk en kiest dan: een schurk uit de haven, of de huurder beroven zoals bij het landen op een kapitein. Die keuze heeft hij ook als er aan één kant of aan beide niets te halen valt. Black Jack gaat hoe dan ook door naar het volgende vrije veld.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 tot 9</translation>
    </message>
    <message>
        <source>Choose the movement card with that number; after a lone rum, name that number.</source>
        <translation>Kies de bewegingskaart met dat getal; na een enkele rum noem je dat getal.</translation>
    </message>
    <message>
        <source>Choose your rum card.</source>
        <translation>Kies je rumkaart.</translation>
    </message>
    <message>
        <source>Landing on a hired Black Jack: a villain from the harbour (H), or rob his hirer (R).</source>
        <translation>Land je op een ingehuurde Black Jack: een schurk uit de haven (H), of beroof zijn huurder (R).</translation>
    </message>
    <message>
        <source>Pass in the auction.</source>
        <translation>Passen in de veiling.</translation>
    </message>
    <message>
        <source>Go from one choice to the next: a card, a field, a villain.</source>
        <translation>Ga van de ene keuze naar de volgende: een kaart, een veld, een schurk.</translation>
    </message>
    <message>
        <source>Do what is chosen.</source>
        <translation>Doe wat gekozen is.</translation>
    </message>
    <message>
        <source>Clear your choice.</source>
        <translation>Maak je keuze ongedaan.</translation>
    </message>
    <message>
        <source>Click one of your movement cards</source>
        <translation>Klik op een van je bewegingskaarten</translation>
    </message>
    <message>
        <source>Choose it; click it again to play it. It stays face down until everyone has chosen.</source>
        <translation>Kies die kaart; klik nog eens om haar te spelen. Ze blijft dicht tot iedereen gekozen heeft.</translation>
    </message>
    <message>
        <source>Click what lights up</source>
        <translation>Klik op wat oplicht</translation>
    </message>
    <message>
        <source>A field for your captain, a villain to offer, take or give, or a button such as Pass: the line under the table says what is asked.</source>
        <translation>Een veld voor je kapitein, een schurk om te bieden, te nemen of te geven, of een knop zoals Passen: de regel onder de tafel zegt wat er gevraagd wordt.</translation>
    </message>
    <message>
        <source>A round, step by step</source>
        <translation>Een ronde, stap voor stap</translation>
    </message>
    <message>
        <source>A movement card</source>
        <translation>Een bewegingskaart</translation>
    </message>
    <message>
        <source>The rum card</source>
        <translation>De rumkaart</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card</source>
        <translation>Kaart van Black Jack</translation>
    </message>
    <message>
        <source>A captain</source>
        <translation>Een kapitein</translation>
    </message>
    <message>
        <source>A den</source>
        <translation>Een spelonk</translation>
    </message>
    <message>
        <source>A field</source>
        <translation>Een veld</translation>
    </message>
    <message>
        <source>Everyone chooses one of their movement cards in secret: click yours twice, or press its number and then Enter.</source>
        <translation>Iedereen kiest in het geheim een bewegingskaart: klik twee keer op de jouwe, of druk op het getal en dan op Enter.</translation>
    </message>
    <message>
        <source>The cards are turned up together. Equal cards cancel each other: those captains stay where they are and take their den&apos;s face-up villain first.</source>
        <translation>De kaarten worden tegelijk omgedraaid. Gelijke kaarten heffen elkaar op: die kapiteins blijven staan en nemen als eersten de open schurk van hun spelonk.</translation>
    </message>
    <message>
        <source>The others move clockwise as far as their cards say, the lowest number first; jumping over figures costs nothing. On a free field, take the den&apos;s face-up villain, and the next one there is turned up.</source>
        <translation>De anderen bewegen met de klok mee zo ver als hun kaart zegt, het laagste getal eerst; over figuren springen kost niets. Op een vrij veld neem je de open schurk van de spelonk, en de volgende daar wordt omgedraaid.</translation>
    </message>
</context>
<context>
    <name>HsScene</name>
    <message numerus="yes">
        <source>%1, in the den at field %2 (%n villain(s) there)</source>
        <translation>
            <numerusform>%1, in de spelonk bij veld %2 (%n schurk daar)</numerusform>
            <numerusform>%1, in de spelonk bij veld %2 (%n schurken daar)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n villain(s) in this den</source>
        <translation>
            <numerusform>%n schurk in deze spelonk</numerusform>
            <numerusform>%n schurken in deze spelonk</numerusform>
        </translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Voorbereiding</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message numerus="yes">
        <source>Harbour: %n villain(s)</source>
        <translation>
            <numerusform>Haven: %n schurk</numerusform>
            <numerusform>Haven: %n schurken</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack&apos;s card %1</source>
        <translation>Kaart %1 van Black Jack</translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>nog %n</numerusform>
            <numerusform>nog %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Best offer: %1 by %2</source>
        <translation>Beste bod: %1 van %2</translation>
    </message>
    <message>
        <source>Auction: no offer yet</source>
        <translation>Veiling: nog geen bod</translation>
    </message>
    <message>
        <source>Hired by %1</source>
        <translation>Ingehuurd door %1</translation>
    </message>
    <message>
        <source>Not hired this round</source>
        <translation>Deze ronde niet ingehuurd</translation>
    </message>
    <message>
        <source>%1&apos;s captain (%2)</source>
        <translation>Kapitein van %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (jij)</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>A movement card, chosen in secret</source>
        <translation>Een bewegingskaart, in het geheim gekozen</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>gekozen</translation>
    </message>
    <message>
        <source>Your card: the others see its back until the reveal</source>
        <translation>Jouw kaart: de anderen zien tot het omdraaien de achterkant</translation>
    </message>
    <message>
        <source>your secret</source>
        <translation>jouw geheim</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>opgeheven</translation>
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
        <translation>kiest…</translation>
    </message>
    <message>
        <source>no villains yet</source>
        <translation>nog geen schurken</translation>
    </message>
    <message>
        <source>%1 ×2</source>
        <translation>%1 ×2</translation>
    </message>
    <message>
        <source>%1 counts double: the colour held most</source>
        <translation>%1 telt dubbel: de kleur waarvan je er het meest hebt</translation>
    </message>
    <message>
        <source>Movement cards %1 still holds</source>
        <translation>Bewegingskaarten die %1 nog heeft</translation>
    </message>
    <message>
        <source>Your rum moves…</source>
        <translation>Jouw rum gaat…</translation>
    </message>
    <message>
        <source>Your movement cards</source>
        <translation>Jouw bewegingskaarten</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card, chosen in secret by %1</source>
        <translation>Kaart van Black Jack, in het geheim gekozen door %1</translation>
    </message>
    <message>
        <source>Black Jack&apos;s card: the others see its back until he moves</source>
        <translation>Kaart van Black Jack: de anderen zien de achterkant tot hij beweegt</translation>
    </message>
    <message>
        <source>Black Jack&apos;s rum moves…</source>
        <translation>De rum van Black Jack gaat…</translation>
    </message>
    <message>
        <source>Black Jack&apos;s movement cards: choose his card for this round</source>
        <translation>Bewegingskaarten van Black Jack: kies zijn kaart voor deze ronde</translation>
    </message>
    <message>
        <source>You landed on Black Jack, hired by %1</source>
        <translation>Je bent op Black Jack geland, ingehuurd door %1</translation>
    </message>
    <message>
        <source>Take a villain from the harbour (H)</source>
        <translation>Neem een schurk uit de haven (H)</translation>
    </message>
    <message>
        <source>The harbour is empty.</source>
        <translation>De haven is leeg.</translation>
    </message>
    <message numerus="yes">
        <source>Take one of the %n villain(s) in the harbour.</source>
        <translation>
            <numerusform>Neem de schurk in de haven.</numerusform>
            <numerusform>Neem een van de %n schurken in de haven.</numerusform>
        </translation>
    </message>
    <message>
        <source>Rob %1 (R)</source>
        <translation>%1 beroven (R)</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains, as when landing on a captain.</source>
        <translation>Neem een van de schurken van %1, zoals bij het landen op een kapitein.</translation>
    </message>
    <message numerus="yes">
        <source>Black Jack&apos;s cards: %n left</source>
        <translation>
            <numerusform>Kaarten van Black Jack: nog %n</numerusform>
            <numerusform>Kaarten van Black Jack: nog %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HsTable</name>
    <message>
        <source>hired Black Jack</source>
        <translation>huurde Black Jack in</translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>biedt %1</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>past</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Field %1 is taken: choose a free field.</source>
        <translation>Veld %1 is bezet: kies een vrij veld.</translation>
    </message>
    <message>
        <source>Click a free field.</source>
        <translation>Klik op een vrij veld.</translation>
    </message>
    <message>
        <source>Offer one of your villains, or pass.</source>
        <translation>Bied een van je schurken, of pas.</translation>
    </message>
    <message>
        <source>Offer one of your own villains.</source>
        <translation>Bied een van je eigen schurken.</translation>
    </message>
    <message>
        <source>Offer a villain worth more than the best offer, %1.</source>
        <translation>Bied een schurk die meer waard is dan het beste bod, %1.</translation>
    </message>
    <message>
        <source>You have played that movement card already.</source>
        <translation>Die bewegingskaart heb je al gespeeld.</translation>
    </message>
    <message>
        <source>Choose one of your movement cards.</source>
        <translation>Kies een van je bewegingskaarten.</translation>
    </message>
    <message>
        <source>A card of this round shows %1: name a number no card shows.</source>
        <translation>Een kaart van deze ronde toont %1: noem een getal dat geen kaart toont.</translation>
    </message>
    <message>
        <source>Name the number your rum moves.</source>
        <translation>Noem het getal waarmee je rum beweegt.</translation>
    </message>
    <message>
        <source>Take one of %1&apos;s villains.</source>
        <translation>Neem een van de schurken van %1.</translation>
    </message>
    <message>
        <source>Take one of the villains in the harbour.</source>
        <translation>Neem een van de schurken in de haven.</translation>
    </message>
    <message>
        <source>Give one of your own villains to the harbour.</source>
        <translation>Geef een van je eigen schurken aan de haven.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Round %1 is over. Villains won: %2.</source>
        <translation>Ronde %1 is voorbij. Gewonnen schurken: %2.</translation>
    </message>
    <message>
        <source>You have no movement card %1 left.</source>
        <translation>Je hebt geen bewegingskaart %1 meer.</translation>
    </message>
    <message>
        <source>You have played your rum card already.</source>
        <translation>Je rumkaart heb je al gespeeld.</translation>
    </message>
    <message>
        <source>There is nothing to pass now.</source>
        <translation>Er valt nu niets te passen.</translation>
    </message>
    <message>
        <source>Choose with Left and Right, then press Enter.</source>
        <translation>Kies met Links en Rechts en druk dan op Enter.</translation>
    </message>
    <message>
        <source>Black Jack has played that movement card already.</source>
        <translation>Die bewegingskaart heeft Black Jack al gespeeld.</translation>
    </message>
    <message>
        <source>Choose one of Black Jack&apos;s movement cards.</source>
        <translation>Kies een van de bewegingskaarten van Black Jack.</translation>
    </message>
    <message>
        <source>Name the number Black Jack&apos;s rum moves him.</source>
        <translation>Noem het getal waarmee Black Jack met zijn rum beweegt.</translation>
    </message>
    <message>
        <source>Take a villain from the harbour or rob %1.</source>
        <translation>Neem een schurk uit de haven of beroof %1.</translation>
    </message>
    <message>
        <source>Black Jack has no movement card %1 left.</source>
        <translation>Black Jack heeft geen bewegingskaart %1 meer.</translation>
    </message>
    <message>
        <source>Black Jack has played his rum card already.</source>
        <translation>Zijn rumkaart heeft Black Jack al gespeeld.</translation>
    </message>
</context>
<context>
    <name>HsTexts</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Haven</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>Black Jack</source>
        <translation>Black Jack</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lezingen van de regels</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimumaantal spelers</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Het kleinste aantal spelers waarmee deze regels gespeeld kunnen worden.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Maximumaantal spelers</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Het grootste aantal spelers waarmee deze regels gespeeld kunnen worden.</translation>
    </message>
    <message>
        <source>Fields</source>
        <translation>Velden</translation>
    </message>
    <message>
        <source>How many fields the ring round the harbour has, each in front of a den.</source>
        <translation>Hoeveel velden de ring rond de haven heeft, elk voor een spelonk.</translation>
    </message>
    <message>
        <source>Villains per den</source>
        <translation>Schurken per spelonk</translation>
    </message>
    <message>
        <source>How many villains lie face down in each den at the start; the rest stay in the box.</source>
        <translation>Hoeveel schurken er bij het begin gedekt in elke spelonk liggen; de rest blijft in de doos.</translation>
    </message>
    <message>
        <source>Villains</source>
        <translation>Schurken</translation>
    </message>
    <message>
        <source>The villains by colour and value. The colours are listed from lowest to highest: that order settles ties. Change them in the Deck tab.</source>
        <translation>De schurken per kleur en waarde. De kleuren staan van laag naar hoog: die volgorde beslist bij gelijkspel. Pas ze aan op het tabblad Kaarten.</translation>
    </message>
    <message>
        <source>Movement cards</source>
        <translation>Bewegingskaarten</translation>
    </message>
    <message>
        <source>The numbers on each player&apos;s movement cards: how far a captain can move.</source>
        <translation>De getallen op de bewegingskaarten van elke speler: hoe ver een kapitein kan gaan.</translation>
    </message>
    <message>
        <source>Rum card</source>
        <translation>Rumkaart</translation>
    </message>
    <message>
        <source>On: each player also has a rum card. A lone rum names, after the reveal, a number no card of the round shows.</source>
        <translation>Aan: elke speler heeft ook een rumkaart. Een enkele rum noemt na het omdraaien een getal dat geen kaart van de ronde toont.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>How many rounds a game lasts; each round uses one movement card.</source>
        <translation>Hoeveel rondes een spel duurt; elke ronde kost een bewegingskaart.</translation>
    </message>
    <message>
        <source>Black Jack&apos;s cards</source>
        <translation>Kaarten van Black Jack</translation>
    </message>
    <message>
        <source>Counting to rob</source>
        <translation>Tellen om te beroven</translation>
    </message>
    <message>
        <source>When a captain who lands on another counts their villains to see whether they may rob: after taking the den&apos;s villain (the rulebook), or before.</source>
        <translation>Wanneer een kapitein die op een ander landt zijn schurken telt om te zien of hij mag roven: na het nemen van de schurk uit de spelonk (het spelregelboekje), of ervoor.</translation>
    </message>
    <message>
        <source>Not in the game</source>
        <translation>Niet in het spel</translation>
    </message>
    <message>
        <source>Hired in an auction</source>
        <translation>Ingehuurd via een veiling</translation>
    </message>
    <message>
        <source>After taking the den&apos;s villain</source>
        <translation>Na het nemen van de schurk uit de spelonk</translation>
    </message>
    <message>
        <source>Before taking the den&apos;s villain</source>
        <translation>Vóór het nemen van de schurk uit de spelonk</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Add a colour…</source>
        <translation>Kleur toevoegen…</translation>
    </message>
    <message>
        <source>Remove the colour</source>
        <translation>Kleur verwijderen</translation>
    </message>
    <message>
        <source>Add a value…</source>
        <translation>Waarde toevoegen…</translation>
    </message>
    <message>
        <source>Remove the value</source>
        <translation>Waarde verwijderen</translation>
    </message>
    <message>
        <source>Not in the game: the introductory game. Hired in an auction: the standard game, where the best offer of a villain hires him every round. With an absent captain&apos;s cards: the game for two, where he moves with a third captain&apos;s movement cards, the auction goes on until a player passes, and the hirer chooses his card in secret.</source>
        <translation>Niet in het spel: het kennismakingsspel. Ingehuurd via een veiling: het standaardspel, waarin het beste bod van een schurk hem elke ronde inhuurt. Met de kaarten van een afwezige kapitein: het spel voor twee, waarin hij met de bewegingskaarten van een derde kapitein beweegt, de veiling doorgaat tot een speler past en de huurder in het geheim zijn kaart kiest.</translation>
    </message>
    <message>
        <source>How many movement cards Black Jack has, numbered from 1; one is turned up each round. In the game for two he has a captain&apos;s movement cards instead.</source>
        <translation>Hoeveel bewegingskaarten Black Jack heeft, genummerd vanaf 1; elke ronde wordt er een omgedraaid. In het spel voor twee heeft hij in plaats daarvan de bewegingskaarten van een kapitein.</translation>
    </message>
    <message>
        <source>With an absent captain&apos;s cards (for two)</source>
        <translation>Met de kaarten van een afwezige kapitein (voor twee)</translation>
    </message>
    <message>
        <source>Too few fields: %1 captains need at least %2 fields round the harbour, but there are %3.</source>
        <translation>Te weinig velden: %1 kapiteins hebben minstens %2 velden rond de haven nodig, maar er zijn er %3.</translation>
    </message>
    <message>
        <source>Not enough villains for the dens: %1 dens × %2 villains = %3, but there are %4 villains.</source>
        <translation>Niet genoeg schurken voor de spelonken: %1 spelonken × %2 schurken = %3, maar er zijn %4 schurken.</translation>
    </message>
    <message>
        <source>The movement card %1 is there twice: each number may appear only once.</source>
        <translation>De bewegingskaart %1 staat er twee keer in: elk getal mag maar één keer voorkomen.</translation>
    </message>
    <message>
        <source>Black Jack with an absent captain&apos;s cards is for exactly 2 players, but the most players is %1.</source>
        <translation>Black Jack met de kaarten van een afwezige kapitein is voor precies 2 spelers, maar het maximumaantal spelers is %1.</translation>
    </message>
    <message>
        <source>More rounds (%1) than movement cards (%2): each round uses one movement card.</source>
        <translation>Meer rondes (%1) dan bewegingskaarten (%2): elke ronde gebruikt één bewegingskaart.</translation>
    </message>
    <message>
        <source>More rounds (%1) than Black Jack&apos;s movement cards (%2).</source>
        <translation>Meer rondes (%1) dan bewegingskaarten van Black Jack (%2).</translation>
    </message>
</context>
<context>
    <name>HsTips</name>
    <message numerus="yes">
        <source>worth %n point(s); at the end, the colour you hold most of counts double.</source>
        <translation>
            <numerusform>%n punt waard; aan het eind telt de kleur waarvan je de meeste hebt dubbel.</numerusform>
            <numerusform>%n punten waard; aan het eind telt de kleur waarvan je de meeste hebt dubbel.</numerusform>
        </translation>
    </message>
    <message>
        <source>alone, it names a number no card of the round shows and moves that far; with an equal card, both are cancelled.</source>
        <translation>alleen noemt ze een getal dat geen kaart van de ronde toont en gaat zo ver; met een gelijke kaart worden beide opgeheven.</translation>
    </message>
    <message numerus="yes">
        <source>your captain moves %n field(s) clockwise, unless an equal card cancels it.</source>
        <translation>
            <numerusform>je kapitein gaat %n veld met de klok mee, tenzij een gelijke kaart haar opheft.</numerusform>
            <numerusform>je kapitein gaat %n velden met de klok mee, tenzij een gelijke kaart haar opheft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black Jack moves as far as a number no card of the round shows: whoever hired him names it, or, if nobody did, the player who opened the auction.</source>
        <translation>Black Jack gaat zo ver als een getal dat geen kaart van de ronde toont: wie hem heeft ingehuurd, noemt het, of, als niemand dat deed, wie de veiling opende.</translation>
    </message>
    <message numerus="yes">
        <source>after the captains, Black Jack moves %n field(s) and robs those he reaches or passes.</source>
        <translation>
            <numerusform>na de kapiteins gaat Black Jack %n veld vooruit en berooft wie hij bereikt of passeert.</numerusform>
            <numerusform>na de kapiteins gaat Black Jack %n velden vooruit en berooft wie hij bereikt of passeert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Field %1: land here to take the den&apos;s face-up villain.</source>
        <translation>Veld %1: land hier om de open schurk van de spelonk te nemen.</translation>
    </message>
    <message>
        <source>%1&apos;s captain, on field %2. Landing here, you may also take one of their villains.</source>
        <translation>De kapitein van %1, op veld %2. Land je hier, dan mag je misschien ook een van zijn schurken nemen.</translation>
    </message>
    <message>
        <source>Black Jack, on field %1: he robs the captains he reaches or passes.</source>
        <translation>Black Jack, op veld %1: hij berooft de kapiteins die hij bereikt of passeert.</translation>
    </message>
    <message>
        <source>The harbour: the villains paid to hire Black Jack. A captain who lands on him takes one from here.</source>
        <translation>De haven: de schurken die betaald zijn om Black Jack in te huren. Een kapitein die op hem landt, neemt er hier een.</translation>
    </message>
    <message>
        <source>The harbour</source>
        <translation>De haven</translation>
    </message>
    <message>
        <source>Black Jack&apos;s ship: his movement cards lie here face down.</source>
        <translation>Het schip van Black Jack: zijn bewegingskaarten liggen hier dicht.</translation>
    </message>
</context>
<context>
    <name>HsUi</name>
    <message>
        <source>%1, place your captain: click a free field (or choose one with Left and Right, then Enter).</source>
        <translation>%1, zet je kapitein neer: klik op een vrij veld (of kies er een met Links en Rechts, dan Enter).</translation>
    </message>
    <message>
        <source>%1, your first villain is the lowest: put Black Jack on a free field.</source>
        <translation>%1, jouw eerste schurk is de laagste: zet Black Jack op een vrij veld.</translation>
    </message>
    <message>
        <source>%1, hire Black Jack: offer one of your villains (click it) or pass (P).</source>
        <translation>%1, huur Black Jack in: bied een van je schurken (klik erop) of pas (P).</translation>
    </message>
    <message>
        <source>%1, your rum is the only one: name the number it moves.</source>
        <translation>%1, jouw rum is de enige: noem het getal waarmee hij beweegt.</translation>
    </message>
    <message>
        <source>%1, you landed on %2: take one of their villains.</source>
        <translation>%1, je bent op %2 geland: neem een van zijn schurken.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack: take a villain from the harbour.</source>
        <translation>%1, je bent op Black Jack geland: neem een schurk uit de haven.</translation>
    </message>
    <message>
        <source>%1, Black Jack robs %2 for you: take one of their villains.</source>
        <translation>%1, Black Jack berooft %2 voor jou: neem een van zijn schurken.</translation>
    </message>
    <message>
        <source>%1, Black Jack passes you: give one of your villains to the harbour.</source>
        <translation>%1, Black Jack komt langs: geef een van je schurken aan de haven.</translation>
    </message>
    <message>
        <source>A game by %1, published by %2 (%3).</source>
        <translation>Een spel van %1, uitgegeven door %2 (%3).</translation>
    </message>
    <message>
        <source>Villains</source>
        <extracomment>Short, for a narrow column: the movement cards a player still holds.</extracomment>
        <translation>Schurken</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Jij bent aan de beurt, %1.</translation>
    </message>
    <message>
        <source>%1, choose a movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, kies in het geheim een bewegingskaart: klik er twee keer op (of typ het getal, R voor rum, dan Enter).</translation>
    </message>
    <message>
        <source>%1, you hired Black Jack: choose his movement card in secret: click it twice (or type its number, R for rum, then Enter).</source>
        <translation>%1, je hebt Black Jack ingehuurd: kies in het geheim zijn bewegingskaart: klik er twee keer op (of typ het getal, R voor rum, dan Enter).</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s rum is the only one and you opened the auction: name the number he moves.</source>
        <translation>%1, de rum van Black Jack is de enige en jij opende de veiling: noem het getal waarmee hij beweegt.</translation>
    </message>
    <message>
        <source>%1, Black Jack&apos;s card is the rum: name the number he moves for you.</source>
        <translation>%1, de kaart van Black Jack is de rum: noem het getal waarmee hij voor jou beweegt.</translation>
    </message>
    <message>
        <source>%1, you landed on Black Jack, hired by %2: take a villain from the harbour (H) or rob %2 (R).</source>
        <translation>%1, je bent op Black Jack geland, ingehuurd door %2: neem een schurk uit de haven (H) of beroof %2 (R).</translation>
    </message>
    <message>
        <source>%1, you rob Black Jack&apos;s hirer, %2: take one of their villains.</source>
        <translation>%1, je berooft de huurder van Black Jack, %2: neem een van zijn schurken.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Kaarten</translation>
    </message>
    <message>
        <source>The villains a player holds</source>
        <translation>De schurken die een speler heeft</translation>
    </message>
    <message>
        <source>The movement cards a player still holds</source>
        <translation>De bewegingskaarten die een speler nog heeft</translation>
    </message>
</context>
<context>
    <name>LabCharts</name>
    <message>
        <source>Base rules</source>
        <translation>Basisregels</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bewerkte regels</translation>
    </message>
    <message>
        <source>%1, base rules: %2 (%3)</source>
        <translation>%1, basisregels: %2 (%3)</translation>
    </message>
    <message>
        <source>%1, edited rules: %2 (%3)</source>
        <translation>%1, bewerkte regels: %2 (%3)</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Winstkans per plaats</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Winstkans (%)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Verdeling van de scores (alle plaatsen)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Players (%)</source>
        <translation>Spelers (%)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Lengte van het spel</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Beslissingen per spel</translation>
    </message>
    <message>
        <source>Games (%)</source>
        <translation>Spellen (%)</translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Kerncijfers van het spel (alle plaatsen)</translation>
    </message>
    <message>
        <source>Share of players (%)</source>
        <translation>Aandeel spelers (%)</translation>
    </message>
    <message>
        <source>Win rate per seat against %1</source>
        <translation>Winstkans per plaats tegen %1</translation>
    </message>
    <message>
        <source>Mean score per seat against %1</source>
        <translation>Gemiddelde score per plaats tegen %1</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Gemiddelde score</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is a measure or a figure of the game, %2 the swept parameter.</extracomment>
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>%1 = %2: %3 (%4)</source>
        <translation>%1 = %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2</source>
        <translation>Meest in evenwicht: %1 = %2</translation>
    </message>
    <message>
        <source>As balanced as any, at this number of games</source>
        <translation>Even evenwichtig als de beste, bij dit aantal spellen</translation>
    </message>
    <message>
        <source>Evenly matched</source>
        <translation>Gelijke kansen</translation>
    </message>
    <message>
        <source>Mean: base rules %1, edited rules %2</source>
        <extracomment>Under a chart&apos;s title: the mean of what it shows under each rules.</extracomment>
        <translation>Gemiddeld: basisregels %1, bewerkte regels %2</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <extracomment>A bar&apos;s tooltip: the seat or figure, which rules (named: &quot;Run A&quot;), its value and interval.</extracomment>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Mean: %1 %2, %3 %4</source>
        <translation>Gemiddeld: %1 %2, %3 %4</translation>
    </message>
</context>
<context>
    <name>LabExport</name>
    <message>
        <source>Results are saved as .json or .csv, not .%1.</source>
        <translation>Resultaten worden opgeslagen als .json of .csv, niet als .%1.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Kon %1 niet schrijven: %2</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>Kon %1 niet schrijven.</translation>
    </message>
    <message>
        <source>Charts are saved as .png or .svg, not .%1.</source>
        <translation>Grafieken worden opgeslagen als .png of .svg, niet als .%1.</translation>
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
        <translation>95%-interval: %1 tot %2</translation>
    </message>
    <message>
        <source>Random</source>
        <extracomment>A computer player that plays any legal move at random.</extracomment>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Heuristic</source>
        <extracomment>A computer player that follows the game&apos;s own rules of thumb.</extracomment>
        <translation>Heuristisch</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plaats %1</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points more often (±%3).</source>
        <translation>Plaats %1 wint %2 procentpunt vaker (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 wins %2 points less often (±%3).</source>
        <translation>Plaats %1 wint %2 procentpunt minder vaak (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points more often (±%3).</source>
        <extracomment>%1 is a figure of the game (e.g. &quot;Shot down&quot;); the difference is in percentage points.</extracomment>
        <translation>%1, alle plaatsen: %2 procentpunt vaker (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 points less often (±%3).</source>
        <translation>%1, alle plaatsen: %2 procentpunt minder vaak (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 more per game (±%3).</source>
        <extracomment>%1 is a figure of the game, a number per game and seat.</extracomment>
        <translation>%1, alle plaatsen: %2 meer per spel (±%3).</translation>
    </message>
    <message>
        <source>%1, all seats: %2 less per game (±%3).</source>
        <translation>%1, alle plaatsen: %2 minder per spel (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 more on average (±%3).</source>
        <translation>Plaats %1 scoort gemiddeld %2 meer (±%3).</translation>
    </message>
    <message>
        <source>Seat %1 scores %2 less on average (±%3).</source>
        <translation>Plaats %1 scoort gemiddeld %2 minder (±%3).</translation>
    </message>
    <message>
        <source>Games last %1 decisions longer (±%2).</source>
        <translation>Spellen duren %1 beslissingen langer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 decisions shorter (±%2).</source>
        <translation>Spellen duren %1 beslissingen korter (±%2).</translation>
    </message>
    <message>
        <source>Search (slow)</source>
        <extracomment>The search bot (Monte Carlo tree search): strong, but a thousand times slower than the others.</extracomment>
        <translation>Zoeken (traag)</translation>
    </message>
    <message>
        <source>Easy</source>
        <extracomment>The app&apos;s easy computer player: the heuristic one, but a share of its moves are made at random.</extracomment>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Hard (slow)</source>
        <extracomment>The app&apos;s hard computer player: the search bot with the game&apos;s own budget, about a third of a second per move.</extracomment>
        <translation>Moeilijk (traag)</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points larger (±%2).</source>
        <extracomment>The first player&apos;s win rate minus the fair share, edited rules against base, in percentage points.</extracomment>
        <translation>Het voordeel van de startspeler is %1 procentpunt groter (±%2).</translation>
    </message>
    <message>
        <source>The first player&apos;s advantage is %1 points smaller (±%2).</source>
        <translation>Het voordeel van de startspeler is %1 procentpunt kleiner (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns longer (±%2).</source>
        <translation>Spellen duren %1 beurten langer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 turns shorter (±%2).</source>
        <translation>Spellen duren %1 beurten korter (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds longer (±%2).</source>
        <translation>Spellen duren %1 rondes langer (±%2).</translation>
    </message>
    <message>
        <source>Games last %1 rounds shorter (±%2).</source>
        <translation>Spellen duren %1 rondes korter (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times more per game (±%2).</source>
        <extracomment>How often per game a player takes the sole lead of the running score from another.</extracomment>
        <translation>De leiding wisselt %1 keer vaker per spel (±%2).</translation>
    </message>
    <message>
        <source>The lead changes %1 times less per game (±%2).</source>
        <translation>De leiding wisselt %1 keer minder vaak per spel (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points more often (±%2).</source>
        <extracomment>How often the eventual winner was behind in the running score at some point, in percentage points.</extracomment>
        <translation>De winnaar stond %1 procentpunt vaker achter (±%2).</translation>
    </message>
    <message>
        <source>The winner was behind %1 points less often (±%2).</source>
        <translation>De winnaar stond %1 procentpunt minder vaak achter (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game later (±%2).</source>
        <extracomment>When the eventual winner took the lead for good, in percentage points of the game.</extracomment>
        <translation>De winnaar neemt de leiding voorgoed over %1 procentpunt van het spel later (±%2).</translation>
    </message>
    <message>
        <source>The winner takes the lead for good %1 points of the game earlier (±%2).</source>
        <translation>De winnaar neemt de leiding voorgoed over %1 procentpunt van het spel eerder (±%2).</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 40 seconds&quot;.</extracomment>
        <translation>
            <numerusform>ongeveer %n seconde</numerusform>
            <numerusform>ongeveer %n seconden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s)</source>
        <extracomment>How long a run will take, e.g. &quot;about 12 minutes&quot;.</extracomment>
        <translation>
            <numerusform>ongeveer %n minuut</numerusform>
            <numerusform>ongeveer %n minuten</numerusform>
        </translation>
    </message>
    <message>
        <source>The hard skill level would take %1 on this computer for a gradient within ±3 points, more than the lab&apos;s limit of %2 minutes: it is not played, and the Measures page says it cannot tell.</source>
        <extracomment>%1: how long, e.g. &quot;about 45 minutes&quot;; %2: the lab&apos;s limit in minutes.</extracomment>
        <translation>Het moeilijke vaardigheidsniveau zou op deze computer %1 duren voor een gradiënt binnen ±3 procentpunt, langer dan de limiet van het lab van %2 minuten: het wordt niet gespeeld, en de pagina Maatstaven zegt dat het niet te zeggen is.</translation>
    </message>
    <message>
        <source>Then the hard skill level: %L1 games under both rules for a gradient within ±3 points, %2 on this computer.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 4 minutes&quot;, measured on this computer before it starts.</extracomment>
        <translation>Daarna het moeilijke vaardigheidsniveau: %L1 spellen met beide regels voor een gradiënt binnen ±3 procentpunt, %2 op deze computer.</translation>
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
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Save game…</source>
        <translation>Spel op&amp;slaan…</translation>
    </message>
    <message>
        <source>&amp;Load game…</source>
        <translation>Spel &amp;laden…</translation>
    </message>
    <message>
        <source>Re&amp;play a game…</source>
        <translation>Spel &amp;terugkijken…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Instellingen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>&amp;About Houserules</source>
        <translation>&amp;Over Houserules</translation>
    </message>
    <message>
        <source>Cannot start the game</source>
        <translation>Kan het spel niet starten</translation>
    </message>
    <message>
        <source>The variant could not be loaded:
%1</source>
        <translation>De variant kon niet worden geladen:
%1</translation>
    </message>
    <message>
        <source>Cannot save the game</source>
        <translation>Kan het spel niet opslaan</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2</source>
        <translation>Het spel kon niet worden opgeslagen in %1:
%2</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>Game records (*.yaml)</source>
        <translation>Spelverslagen (*.yaml)</translation>
    </message>
    <message>
        <source>Cannot load the game</source>
        <translation>Kan het spel niet laden</translation>
    </message>
    <message>
        <source>%1 is not a game Houserules can resume:
%2</source>
        <translation>%1 is geen spel dat Houserules kan hervatten:
%2</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Spel laden</translation>
    </message>
    <message>
        <source>Replay a game</source>
        <translation>Spel terugkijken</translation>
    </message>
    <message>
        <source>Cannot replay the game</source>
        <translation>Kan het spel niet terugkijken</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Dit spel verlaten?</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Dit spel te&amp;rugkijken</translation>
    </message>
    <message>
        <source>&amp;Restart: the same deal again</source>
        <translation>&amp;Opnieuw: dezelfde kaarten nog eens</translation>
    </message>
    <message>
        <source>&amp;End of the game…</source>
        <translation>&amp;Einde van het spel…</translation>
    </message>
    <message>
        <source>&amp;Rules editor</source>
        <translation>&amp;Regeleditor</translation>
    </message>
    <message>
        <source>&amp;New house rule</source>
        <translation>&amp;Nieuwe huisregel</translation>
    </message>
    <message>
        <source>&amp;Open a variant file…</source>
        <translation>Variantbestand &amp;openen…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Recent geopend</translation>
    </message>
    <message>
        <source>Cannot edit the rules</source>
        <translation>Kan de regels niet bewerken</translation>
    </message>
    <message>
        <source>%1 cannot be opened in the rules editor:
%2</source>
        <translation>%1 kan niet in de regeleditor worden geopend:
%2</translation>
    </message>
    <message>
        <source>Cannot make a house rule</source>
        <translation>Kan geen huisregel maken</translation>
    </message>
    <message>
        <source>Open a variant in the rules editor</source>
        <translation>Een variant openen in de regeleditor</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ip</translation>
    </message>
    <message numerus="yes">
        <source>The game of %1 in progress is not finished (%n decision(s) played). Save it to go on later?</source>
        <translation>
            <numerusform>Het spel %1 is nog niet uitgespeeld (%n beslissing gespeeld). Opslaan om later verder te spelen?</numerusform>
            <numerusform>Het spel %1 is nog niet uitgespeeld (%n beslissingen gespeeld). Opslaan om later verder te spelen?</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Guided first round</source>
        <translation>&amp;Begeleide eerste ronde</translation>
    </message>
    <message>
        <source>Your first game of %1?</source>
        <translation>Je eerste spel %1?</translation>
    </message>
    <message>
        <source>The guided first round shows you on the real table what to do next and why, against easy computer players. You can leave it at any moment, and find it again under Help.</source>
        <translation>De begeleide eerste ronde laat je aan de echte tafel zien wat je nu kunt doen en waarom, tegen makkelijke computerspelers. Je kunt hem altijd verlaten en vindt hem terug onder Help.</translation>
    </message>
    <message>
        <source>Play the guided first round</source>
        <translation>Begeleide eerste ronde spelen</translation>
    </message>
    <message>
        <source>Set up a game</source>
        <translation>Zelf een spel opzetten</translation>
    </message>
    <message>
        <source>&amp;Back to the start page</source>
        <translation>Terug naar de start&amp;pagina</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game: %1</source>
        <translation>Nieuw spel: %1</translation>
    </message>
    <message>
        <source>%1 (your own)</source>
        <translation>%1 (eigen variant)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Regels:</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer: easy</source>
        <translation>Computer: makkelijk</translation>
    </message>
    <message>
        <source>Computer: normal</source>
        <translation>Computer: normaal</translation>
    </message>
    <message>
        <source>Computer: hard</source>
        <translation>Computer: moeilijk</translation>
    </message>
    <message>
        <source>Player %1:</source>
        <translation>Speler %1:</translation>
    </message>
    <message>
        <source>&amp;Who starts:</source>
        <translation>&amp;Wie begint:</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>These rules cannot be loaded.</source>
        <translation>Deze regels kunnen niet worden geladen.</translation>
    </message>
    <message>
        <source>Two players are called %1: give everyone a name of their own.</source>
        <translation>Twee spelers heten %1: geef iedereen een eigen naam.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Random: a new deal</source>
        <translation>Willekeurig: nieuwe kaarten</translation>
    </message>
    <message>
        <source>&amp;Deal no.:</source>
        <translation>Spel&amp;nummer:</translation>
    </message>
    <message>
        <source>The deal number must be a whole number from 0 to %1.</source>
        <translation>Het spelnummer moet een geheel getal van 0 tot %1 zijn.</translation>
    </message>
    <message>
        <source>Leave it empty for a new deal. The deal number of a game (shown under its log) deals the same cards again.</source>
        <translation>Laat leeg voor nieuwe kaarten. Met het spelnummer van een eerder spel (te zien onder het spelverloop) krijg je dezelfde kaarten nog eens.</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Naam van speler %1</translation>
    </message>
</context>
<context>
    <name>NotebookListModel</name>
    <message>
        <source>Comparison</source>
        <extracomment>A run of the notebook: the edited rules against their base.</extracomment>
        <translation>Vergelijking</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>A run of the notebook: several house rules, each against the base.</extracomment>
        <translation>Naast elkaar</translation>
    </message>
    <message>
        <source>Sweep</source>
        <extracomment>A run of the notebook: one or two parameters over a range of values.</extracomment>
        <translation>Reeks</translation>
    </message>
    <message>
        <source>Simulation</source>
        <extracomment>A run of the notebook: one set of rules played by bots.</extracomment>
        <translation>Simulatie</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <extracomment>The rules of a run in the notebook: %1 played against their base %2.</extracomment>
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>Date</source>
        <extracomment>A column of the notebook&apos;s list: when the run was played.</extracomment>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Run</source>
        <extracomment>A column of the notebook&apos;s list: what kind of run (comparison, sweep…).</extracomment>
        <translation>Simulatie</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Games</source>
        <extracomment>A column of the notebook&apos;s list: how many games the bots played.</extracomment>
        <translation>Spellen</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notitie</translation>
    </message>
    <message>
        <source>%1 (rerun)</source>
        <extracomment>A run of the notebook that played another run again, e.g. &quot;Comparison (rerun)&quot;.</extracomment>
        <translation>%1 (herhaald)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>The computer players of a run in the notebook: how many, and the bot each seat had.</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Seed</source>
        <extracomment>A column of the notebook&apos;s list: the seed the run&apos;s games were played from.</extracomment>
        <translation>Startgetal</translation>
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
        <translation>Winstkans</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game length</source>
        <extracomment>How long a game lasts, in decisions.</extracomment>
        <translation>Lengte van het spel</translation>
    </message>
    <message>
        <source>A is run %1 (%2), B is run %3 (%4).</source>
        <translation>A is simulatie %1 (%2), B is simulatie %3 (%4).</translation>
    </message>
    <message>
        <source>Paired: both runs played the same games (players, bots, number of games and seed), so both rules were played again on those seeds and each game is compared with its twin. %1</source>
        <translation>Gepaard: beide simulaties speelden dezelfde spellen (spelers, bots, aantal spellen en startgetal), dus zijn beide regels opnieuw gespeeld met die startgetallen en wordt elk spel met zijn tweeling vergeleken. %1</translation>
    </message>
    <message numerus="yes">
        <source>Unpaired: the runs played different games (their players, bots, number of games or seed differ), so each figure is compared as two independent samples, A minus B with its 95% interval; bold: it stands out after Holm&apos;s correction for %n comparison(s). %1</source>
        <translation>
            <numerusform>Niet gepaard: de simulaties speelden verschillende spellen (hun spelers, bots, aantal spellen of startgetal verschillen), dus wordt elk cijfer vergeleken als twee onafhankelijke steekproeven, A min B met zijn 95%-interval; vet: het valt op na Holms correctie voor %n vergelijking. %1</numerusform>
            <numerusform>Niet gepaard: de simulaties speelden verschillende spellen (hun spelers, bots, aantal spellen of startgetal verschillen), dus wordt elk cijfer vergeleken als twee onafhankelijke steekproeven, A min B met zijn 95%-interval; vet: het valt op na Holms correctie voor %n vergelijkingen. %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cijfer</translation>
    </message>
    <message>
        <source>Run A</source>
        <translation>Simulatie A</translation>
    </message>
    <message>
        <source>Run B</source>
        <translation>Simulatie B</translation>
    </message>
    <message>
        <source>A − B</source>
        <translation>A − B</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 procentpunt</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Period:</source>
        <translation>&amp;Periode:</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Zoeken:</translation>
    </message>
    <message>
        <source>in the rules and the notes</source>
        <translation>in de regels en de notities</translation>
    </message>
    <message>
        <source>All runs</source>
        <translation>Alle simulaties</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Vandaag</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Laatste 7 dagen</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Laatste 30 dagen</translation>
    </message>
    <message>
        <source>&amp;Note:</source>
        <translation>&amp;Notitie:</translation>
    </message>
    <message>
        <source>Your own words on the chosen run (saved when you press Enter or leave the field)</source>
        <translation>Je eigen woorden bij de gekozen simulatie (bewaard als je op Enter drukt of het veld verlaat)</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <source>The chosen run&apos;s results, as the lab showed them</source>
        <translation>De resultaten van de gekozen simulatie, zoals het lab ze toonde</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Vergelijken</translation>
    </message>
    <message>
        <source>Two chosen runs of one game, the first minus the second</source>
        <translation>Twee gekozen simulaties van één spel, de eerste min de tweede</translation>
    </message>
    <message>
        <source>&amp;Rerun</source>
        <translation>Opnieuw spe&amp;len</translation>
    </message>
    <message>
        <source>Play the chosen run again exactly and check that the result is identical</source>
        <translation>Speel de gekozen simulatie precies opnieuw en controleer dat het resultaat identiek is</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>As &amp;JSON (with the results)…</source>
        <translation>Als &amp;JSON (met de resultaten)…</translation>
    </message>
    <message>
        <source>As &amp;CSV (the list)…</source>
        <translation>Als &amp;CSV (de lijst)…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Ver&amp;wijderen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>The notebook: %1</source>
        <translation>Het logboek: %1</translation>
    </message>
    <message>
        <source>There is no notebook: runs are not kept.</source>
        <translation>Er is geen logboek: simulaties worden niet bewaard.</translation>
    </message>
    <message>
        <source>The notebook is open read-only: it is held by %1. Its runs can be opened, compared, rerun and exported, but nothing new is kept, notes cannot be changed and runs cannot be deleted. Close the other window or program and open the editor again to write to it.</source>
        <translation>Het logboek is alleen-lezen geopend: %1 houdt het vast. De simulaties erin kun je openen, vergelijken, opnieuw spelen en exporteren, maar er wordt niets nieuws bewaard, notities kun je niet wijzigen en simulaties niet verwijderen. Sluit het andere venster of programma en open de editor opnieuw om erin te schrijven.</translation>
    </message>
    <message>
        <source>The notebook was written by a newer version of Houserules (its version %1, this program&apos;s %2): it is open read-only, and nothing new is kept.</source>
        <translation>Het logboek is geschreven door een nieuwere versie van Houserules (zijn versie %1, die van dit programma %2): het is alleen-lezen geopend en er wordt niets nieuws bewaard.</translation>
    </message>
    <message>
        <source>The notebook could not be read (%1). It was set aside as %2, where it is kept for you, and a new notebook was started.</source>
        <translation>Het logboek kon niet worden gelezen (%1). Het is opzijgezet als %2, waar het voor je bewaard blijft, en er is een nieuw logboek begonnen.</translation>
    </message>
    <message>
        <source>The notebook cannot be opened: %1</source>
        <translation>Het logboek kan niet worden geopend: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>Choose one run to keep a note with it.</source>
        <translation>Kies één simulatie om er een notitie bij te bewaren.</translation>
    </message>
    <message>
        <source>The note was not saved: %1</source>
        <translation>De notitie is niet bewaard: %1</translation>
    </message>
    <message>
        <source>Note saved.</source>
        <translation>Notitie bewaard.</translation>
    </message>
    <message>
        <source>The runs were not deleted: %1</source>
        <translation>De simulaties zijn niet verwijderd: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) deleted.</source>
        <translation>
            <numerusform>%n simulatie verwijderd.</numerusform>
            <numerusform>%n simulaties verwijderd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete runs</source>
        <translation>Simulaties verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n run(s) from the notebook, with their results? This cannot be undone.</source>
        <translation>
            <numerusform>%n simulatie met haar resultaten uit het logboek verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
            <numerusform>%n simulaties met hun resultaten uit het logboek verwijderen? Dit kan niet ongedaan worden gemaakt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Runs are exported as .json or .csv, not .%1.</source>
        <translation>Simulaties worden geëxporteerd als .json of .csv, niet als .%1.</translation>
    </message>
    <message>
        <source>Could not export: %1</source>
        <translation>Kon niet exporteren: %1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>Kon %1 niet schrijven: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) exported to %1.</source>
        <translation>
            <numerusform>%n simulatie geëxporteerd naar %1.</numerusform>
            <numerusform>%n simulaties geëxporteerd naar %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export runs</source>
        <translation>Simulaties exporteren</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-bestanden (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Bezig met annuleren…</translation>
    </message>
    <message>
        <source>The run cannot be opened: %1</source>
        <translation>De simulatie kan niet worden geopend: %1</translation>
    </message>
    <message>
        <source>%1 of %2: %L3 games, %4 players (%5), seed %6, played %7.</source>
        <translation>%1 van %2: %L3 spellen, %4 spelers (%5), startgetal %6, gespeeld %7.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Notitie: %1</translation>
    </message>
    <message>
        <source>Run %1</source>
        <translation>Simulatie %1</translation>
    </message>
    <message>
        <source>Choose two runs of one game to compare.</source>
        <translation>Kies twee simulaties van één spel om te vergelijken.</translation>
    </message>
    <message>
        <source>The runs cannot be compared: %1</source>
        <translation>De simulaties kunnen niet worden vergeleken: %1</translation>
    </message>
    <message>
        <source>The comparison was cancelled.</source>
        <translation>De vergelijking is geannuleerd.</translation>
    </message>
    <message>
        <source>Compared.</source>
        <translation>Vergeleken.</translation>
    </message>
    <message>
        <source>Run %1 against run %2</source>
        <translation>Simulatie %1 tegen simulatie %2</translation>
    </message>
    <message>
        <source>Playing both rules again on the same %L1 games…</source>
        <translation>Beide regels opnieuw spelen op dezelfde %L1 spellen…</translation>
    </message>
    <message>
        <source>Comparing…</source>
        <translation>Bezig met vergelijken…</translation>
    </message>
    <message>
        <source>The run cannot be played again: %1</source>
        <translation>De simulatie kan niet opnieuw worden gespeeld: %1</translation>
    </message>
    <message>
        <source>The rerun was cancelled: nothing was kept.</source>
        <translation>Het opnieuw spelen is geannuleerd: er is niets bewaard.</translation>
    </message>
    <message>
        <source>The rerun was not kept in the notebook: %1</source>
        <translation>De herhaling is niet in het logboek bewaard: %1</translation>
    </message>
    <message>
        <source>The rerun is kept in the notebook.</source>
        <translation>De herhaling is in het logboek bewaard.</translation>
    </message>
    <message>
        <source>The rerun is not kept: the notebook is open read-only.</source>
        <translation>De herhaling is niet bewaard: het logboek is alleen-lezen geopend.</translation>
    </message>
    <message>
        <source>Identical to the recorded run %1: the same rules, seeds and bots gave the same games.</source>
        <translation>Identiek aan de bewaarde simulatie %1: dezelfde regels, startgetallen en bots gaven dezelfde spellen.</translation>
    </message>
    <message>
        <source>Not identical to the recorded run %1: the same rules, seeds and bots gave other games (another version of the program plays differently?).</source>
        <translation>Niet identiek aan de bewaarde simulatie %1: dezelfde regels, startgetallen en bots gaven andere spellen (speelt een andere versie van het programma anders?).</translation>
    </message>
    <message>
        <source>Playing the run again: %L1 games…</source>
        <translation>De simulatie opnieuw spelen: %L1 spellen…</translation>
    </message>
    <message>
        <source>As text</source>
        <extracomment>A page of a run opened from the notebook: its numbers as houserules-cli prints them.</extracomment>
        <translation>Als tekst</translation>
    </message>
    <message>
        <source>The notebook could not be read whole, so runs are missing from this list: %1</source>
        <translation>Het logboek kon niet helemaal worden gelezen, dus er ontbreken simulaties in deze lijst: %1</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Zo exporteer je de simulaties die er nog in te lezen zijn: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) match</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the game, period and search let through.</extracomment>
        <translation>
            <numerusform>%n simulatie past</numerusform>
            <numerusform>%n simulaties passen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n run(s)</source>
        <extracomment>Beside the notebook&apos;s filters: how many runs the notebook holds.</extracomment>
        <translation>
            <numerusform>%n simulatie</numerusform>
            <numerusform>%n simulaties</numerusform>
        </translation>
    </message>
    <message>
        <source>The two runs compared</source>
        <translation>De twee simulaties vergeleken</translation>
    </message>
    <message>
        <source>Runs in the notebook</source>
        <translation>Simulaties in het logboek</translation>
    </message>
</context>
<context>
    <name>ParamText</name>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>Add a row…</source>
        <translation>Rij toevoegen…</translation>
    </message>
    <message>
        <source>Remove the row</source>
        <translation>Rij verwijderen</translation>
    </message>
    <message>
        <source>Add a column…</source>
        <translation>Kolom toevoegen…</translation>
    </message>
    <message>
        <source>Remove the column</source>
        <translation>Kolom verwijderen</translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n speler</numerusform>
            <numerusform>%n spelers</numerusform>
        </translation>
    </message>
    <message>
        <source>No cards in %1: add some, or remove its row.</source>
        <translation>Geen kaarten in %1: voeg er kaarten aan toe of verwijder de rij.</translation>
    </message>
    <message>
        <source>%1: expected %2 to %3 of them, found %4.</source>
        <translation>%1: verwacht %2 tot en met %3, gevonden: %4.</translation>
    </message>
    <message>
        <source>Expected a deck of %1 to %2 cards, found %3.</source>
        <translation>Verwacht %1 tot en met %2 kaarten, gevonden: %3.</translation>
    </message>
    <message>
        <source>Missing title: give these rules a title in at least one language.</source>
        <translation>Titel ontbreekt: geef deze regels een titel in minstens één taal.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nee</translation>
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
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found “%3”.</source>
        <translation>Verwacht een geheel getal van %1 tot en met %2, gevonden: “%3”.</translation>
    </message>
    <message>
        <source>“%1” is not one of the choices.</source>
        <translation>“%1” is geen van de keuzes.</translation>
    </message>
    <message>
        <source>“%1” is not a name: use lower-case letters, digits, - and _.</source>
        <translation>“%1” is geen naam: gebruik kleine letters, cijfers, - en _.</translation>
    </message>
    <message>
        <source>“%1” appears twice.</source>
        <translation>“%1” komt twee keer voor.</translation>
    </message>
    <message>
        <source>Expected a number of players from 1 to 16, found “%1”.</source>
        <translation>Verwacht een aantal spelers van 1 tot en met 16, gevonden: “%1”.</translation>
    </message>
    <message>
        <source>A deck is edited in its table.</source>
        <translation>Kaarten bewerk je in hun tabel.</translation>
    </message>
    <message>
        <source>The fewest players (%1) may not be more than the most (%2).</source>
        <translation>Het minste aantal spelers (%1) mag niet groter zijn dan het meeste (%2).</translation>
    </message>
    <message>
        <source>“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.</source>
        <extracomment>%1 is a key as an older Houserules wrote it in a file (&quot;businesss&quot;), %2 the key now (&quot;businesses&quot;).</extracomment>
        <translation>“%1” is een oude spelling van “%2”: het wordt gelezen als “%2”, en opslaan schrijft “%2”.</translation>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Expected a whole number from %1 to %2, found %3.</source>
        <extracomment>%3 is what the file holds instead (&quot;12&quot;, or a word).</extracomment>
        <translation>Verwacht een geheel getal van %1 tot en met %2, gevonden: %3.</translation>
    </message>
    <message>
        <source>Expected %1 to %2 entries, found %3.</source>
        <translation>Verwacht %1 tot en met %2 waarden, gevonden: %3.</translation>
    </message>
</context>
<context>
    <name>PerPlayersEditor</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Add a player count</source>
        <translation>Aantal spelers toevoegen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Values by number of players</source>
        <translation>Waarden per aantal spelers</translation>
    </message>
    <message>
        <source>Remove the chosen player count</source>
        <translation>Gekozen aantal spelers verwijderen</translation>
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
        <translation>Grafiek opslaan</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-afbeeldingen (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>SVG-tekeningen (*.svg)</translation>
    </message>
    <message>
        <source>Playtest lab</source>
        <translation>Testlab</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 is the title of the edited rules, %2 that of their base.</extracomment>
        <translation>%1 tegenover %2</translation>
    </message>
    <message>
        <source>No rules chosen yet.</source>
        <translation>Nog geen regels gekozen.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>&amp;Games:</source>
        <translation>Spe&amp;llen:</translation>
    </message>
    <message>
        <source>Games under each set of rules (each value, in a sweep); the same seeds for both</source>
        <translation>Spellen per set regels (per waarde, bij een reeks); dezelfde startgetallen voor beide</translation>
    </message>
    <message>
        <source>&amp;Seed:</source>
        <translation>S&amp;tartgetal:</translation>
    </message>
    <message>
        <source>The same seed deals and plays the same games again</source>
        <translation>Hetzelfde startgetal deelt en speelt dezelfde spellen opnieuw</translation>
    </message>
    <message>
        <source>Card &amp;impact</source>
        <translation>Kaart&amp;invloed</translation>
    </message>
    <message>
        <source>Also count who held and who played each card kind (a little slower)</source>
        <translation>Tel ook wie elke kaartsoort in handen had en wie hem speelde (iets trager)</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <source>Play every game under the edited rules and under the base rules, with the same seeds</source>
        <translation>Speel elk spel met de bewerkte regels en met de basisregels, met dezelfde startgetallen</translation>
    </message>
    <message>
        <source>Ca&amp;ncel</source>
        <translation>A&amp;nnuleren</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporteren</translation>
    </message>
    <message>
        <source>Seat %1:</source>
        <translation>Plaats %1:</translation>
    </message>
    <message>
        <source>Results as &amp;JSON…</source>
        <translation>Resultaten als &amp;JSON…</translation>
    </message>
    <message>
        <source>Results as &amp;CSV…</source>
        <translation>Resultaten als &amp;CSV…</translation>
    </message>
    <message>
        <source>Charts as &amp;PNG…</source>
        <translation>Grafieken als &amp;PNG…</translation>
    </message>
    <message>
        <source>Charts as &amp;SVG…</source>
        <translation>Grafieken als &amp;SVG…</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>Grafiek opslaan als PNG…</translation>
    </message>
    <message>
        <source>Save chart as SVG…</source>
        <translation>Grafiek opslaan als SVG…</translation>
    </message>
    <message>
        <source>Comparison</source>
        <translation>Vergelijking</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Cijfers</translation>
    </message>
    <message>
        <source>Card impact</source>
        <translation>Kaartinvloed</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Reeks</translation>
    </message>
    <message>
        <source>Notable differences</source>
        <translation>Opvallende verschillen</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>R&amp;egels:</translation>
    </message>
    <message>
        <source>Edited rules</source>
        <translation>Bewerkte regels</translation>
    </message>
    <message>
        <source>Base rules</source>
        <translation>Basisregels</translation>
    </message>
    <message>
        <source>P&amp;arameter:</source>
        <translation>P&amp;arameter:</translation>
    </message>
    <message>
        <source>&amp;From:</source>
        <translation>&amp;Van:</translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation>&amp;Tot:</translation>
    </message>
    <message>
        <source>Run s&amp;weep</source>
        <translation>Reeks s&amp;tarten</translation>
    </message>
    <message>
        <source>S&amp;how:</source>
        <translation>T&amp;onen:</translation>
    </message>
    <message>
        <source>%1 (now %2)</source>
        <extracomment>A rule to sweep in its menu: %1 is the rule, %2 its value in the edited rules.</extracomment>
        <translation>%1 (nu %2)</translation>
    </message>
    <message>
        <source>The edited rules and the base rules are of different games.</source>
        <translation>De bewerkte regels en de basisregels horen bij verschillende spellen.</translation>
    </message>
    <message>
        <source>Win rate per seat</source>
        <translation>Winstkans per plaats</translation>
    </message>
    <message>
        <source>Mean score per seat</source>
        <translation>Gemiddelde score per plaats</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Lengte van het spel</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Bezig met annuleren…</translation>
    </message>
    <message>
        <source>A run is going: wait for it or cancel it.</source>
        <translation>Er loopt al een simulatie: wacht erop of annuleer hem.</translation>
    </message>
    <message>
        <source>No rules to playtest yet.</source>
        <translation>Nog geen regels om te testen.</translation>
    </message>
    <message>
        <source>Choose the players, a bot for every seat and the number of games.</source>
        <translation>Kies de spelers, een computerspeler voor elke plaats en het aantal spellen.</translation>
    </message>
    <message>
        <source>The seed must be a whole number.</source>
        <translation>Het startgetal moet een geheel getal zijn.</translation>
    </message>
    <message>
        <source>Playing %L1 games under both rules…</source>
        <translation>Bezig met %L1 spellen met beide regels…</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, from the lower to the higher.</source>
        <translation>Een reeks heeft 1 tot %1 waarden, van laag naar hoog.</translation>
    </message>
    <message>
        <source>The base rules must come from a file for a sweep.</source>
        <translation>Voor een reeks moeten de basisregels uit een bestand komen.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the sweep: %1</source>
        <translation>Kon geen tijdelijke map voor de reeks maken: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the sweep.</source>
        <translation>Kon de bewerkte regels voor de reeks niet schrijven.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3…</source>
        <translation>Reeks van %1 van %2 tot %3…</translation>
    </message>
    <message>
        <source>%1, %2 left</source>
        <translation>%1, nog %2</translation>
    </message>
    <message>
        <source>The games could not start: %1</source>
        <translation>De spellen konden niet beginnen: %1</translation>
    </message>
    <message>
        <source>Cancelled after %L1 of %L2 games (%3&#xa0;s): the results cover those games.</source>
        <translation>Geannuleerd na %L1 van de %L2 spellen (%3&#xa0;s): de resultaten gaan over die spellen.</translation>
    </message>
    <message>
        <source>%L1 games under both rules in %2&#xa0;s.</source>
        <translation>%L1 spellen met beide regels in %2&#xa0;s.</translation>
    </message>
    <message>
        <source>Sweep cancelled after %1&#xa0;s: the values not reached have no games.</source>
        <translation>Reeks geannuleerd na %1&#xa0;s: de niet bereikte waarden hebben geen spellen.</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 over %n value(s) in %2&#xa0;s.</source>
        <translation>
            <numerusform>Reeks van %1 over %n waarde in %2&#xa0;s.</numerusform>
            <numerusform>Reeks van %1 over %n waarden in %2&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s own figures (all seats)</source>
        <translation>Kerncijfers van het spel (alle plaatsen)</translation>
    </message>
    <message>
        <source>Score distribution (all seats)</source>
        <translation>Verdeling van de scores (alle plaatsen)</translation>
    </message>
    <message>
        <source>Run the games to compare the edited rules with the base rules.</source>
        <translation>Start de spellen om de bewerkte regels met de basisregels te vergelijken.</translation>
    </message>
    <message>
        <source>Measure</source>
        <translation>Grootheid</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plaatsen</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Verschil</translation>
    </message>
    <message>
        <source>Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the interval excludes zero</source>
        <translation>Bewerkt min basis over dezelfde spellen, ± de halve breedte van het gepaarde 95%-interval; vet waar het interval nul uitsluit</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 procentpunt</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Winstkans</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Mean score</source>
        <translation>Gemiddelde score</translation>
    </message>
    <message>
        <source>Decisions per game</source>
        <translation>Beslissingen per spel</translation>
    </message>
    <message>
        <source>Games without a winner</source>
        <translation>Spellen zonder winnaar</translation>
    </message>
    <message>
        <source>Tick “Card impact” and run the games to see, per card kind, how often the players who held it or played it won.</source>
        <translation>Vink „Kaartinvloed” aan en start de spellen om per kaartsoort te zien hoe vaak de spelers wonnen die hem in handen hadden of speelden.</translation>
    </message>
    <message>
        <source>These games were played without card impact: tick “Card impact” and run them again.</source>
        <translation>Deze spellen zijn zonder kaartinvloed gespeeld: vink „Kaartinvloed” aan en start ze opnieuw.</translation>
    </message>
    <message>
        <source>These games had different bots in different seats: the pooled win rates mix them.</source>
        <translation>In deze spellen zaten verschillende computerspelers op verschillende plaatsen: de samengenomen winstkansen mengen ze.</translation>
    </message>
    <message>
        <source>Choose a parameter and a range, then run the sweep.</source>
        <translation>Kies een parameter en een bereik en start dan de reeks.</translation>
    </message>
    <message>
        <source>Most balanced: %1 = %2. There seat %3 wins most and seat %4 least, %5 points apart (95% interval %6 to %7).</source>
        <translation>Meest in evenwicht: %1 = %2. Daar wint plaats %3 het vaakst en plaats %4 het minst vaak, %5 procentpunt uit elkaar (95%-interval %6 tot %7).</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: %3</source>
        <translation>%1 = %2 is niet gespeeld: %3</translation>
    </message>
    <message>
        <source>%1 = %2 was not played: the sweep was cancelled first.</source>
        <translation>%1 = %2 is niet gespeeld: de reeks werd eerder geannuleerd.</translation>
    </message>
    <message>
        <source>There are no results to export yet.</source>
        <translation>Er zijn nog geen resultaten om te exporteren.</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON-bestanden (*.json)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>Export charts</source>
        <translation>Grafieken exporteren</translation>
    </message>
    <message>
        <source>Export results</source>
        <translation>Resultaten exporteren</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 opgeslagen.</translation>
    </message>
    <message>
        <source>Your changes against %1</source>
        <extracomment>Rules being edited that still carry their base&apos;s title, %1.</extracomment>
        <translation>Jouw wijzigingen tegenover %1</translation>
    </message>
    <message>
        <source>estimating…</source>
        <extracomment>While a run has not yet played enough games to tell its speed.</extracomment>
        <translation>schatten…</translation>
    </message>
    <message>
        <source>%1 games/s</source>
        <translation>%1 spellen/s</translation>
    </message>
    <message>
        <source>The rules changed, so the run was stopped: run it again for the new rules.</source>
        <translation>De regels zijn gewijzigd, dus de simulatie is gestopt: start haar opnieuw voor de nieuwe regels.</translation>
    </message>
    <message>
        <source>%1 (%2 players)</source>
        <extracomment>A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.</extracomment>
        <translation>%1 (%2 spelers)</translation>
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
        <translation>Elke andere waarde is minder in evenwicht, met meer dan de onzekerheid van het verschil.</translation>
    </message>
    <message>
        <source>No value stands out at this number of games: %1 = %2 cannot be told apart from the most balanced, %3 (seats %4 points apart, 95% interval %5 to %6).</source>
        <translation>Bij dit aantal spellen valt geen waarde op: %1 = %2 zijn niet te onderscheiden van de meest evenwichtige, %3 (plaatsen %4 procentpunt uit elkaar, 95%-interval %5 tot %6).</translation>
    </message>
    <message>
        <source>About %L1 games per value would tell the best two apart, if their difference is what these games show.</source>
        <translation>Ongeveer %L1 spellen per waarde zouden de beste twee van elkaar onderscheiden, als hun verschil is wat deze spellen laten zien.</translation>
    </message>
    <message>
        <source>The best two are exactly as balanced in these games: no number of games would tell them apart.</source>
        <translation>De beste twee zijn in deze spellen precies even evenwichtig: geen aantal spellen zou ze onderscheiden.</translation>
    </message>
    <message>
        <source>not played</source>
        <extracomment>A cell of the heatmap whose rules were not played (rejected, or the sweep was cancelled).</extracomment>
        <translation>niet gespeeld</translation>
    </message>
    <message>
        <source>%1 ± %2</source>
        <extracomment>A heatmap cell: %1 the value, %2 half its 95% interval.</extracomment>
        <translation>%1 ± %2</translation>
    </message>
    <message>
        <source>%1: %2 (95% interval %3 to %4, %L5 games)</source>
        <translation>%1: %2 (95%-interval %3 tot %4, %L5 spellen)</translation>
    </message>
    <message>
        <source>A grid of %1 × %2 = %3 cells is too large: a sweep of two parameters takes at most %4 cells.</source>
        <translation>Een raster van %1 × %2 = %3 vakken is te groot: een reeks over twee parameters heeft hoogstens %4 vakken.</translation>
    </message>
    <message>
        <source>Choose two different parameters for a sweep of two.</source>
        <translation>Kies twee verschillende parameters voor een reeks over twee.</translation>
    </message>
    <message>
        <source>Sweeping %1 from %2 to %3 and %4 from %5 to %6…</source>
        <translation>Reeks van %1 van %2 tot %3 en %4 van %5 tot %6…</translation>
    </message>
    <message numerus="yes">
        <source>Sweep of %1 and %2 over %n cell(s) in %3&#xa0;s.</source>
        <translation>
            <numerusform>Reeks van %1 en %2 over %n vak in %3&#xa0;s.</numerusform>
            <numerusform>Reeks van %1 en %2 over %n vakken in %3&#xa0;s.</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>The second parameter of a sweep: none, a sweep of one parameter.</extracomment>
        <translation>geen</translation>
    </message>
    <message>
        <source>Win rate of seat %1</source>
        <translation>Winstkans van plaats %1</translation>
    </message>
    <message>
        <source>Mean score of seat %1</source>
        <translation>Gemiddelde score van plaats %1</translation>
    </message>
    <message>
        <source>Most balanced: %1. There seat %2 wins most and seat %3 least, %4 points apart (95% interval %5 to %6).</source>
        <translation>Meest in evenwicht: %1. Daar wint plaats %2 het vaakst en plaats %3 het minst vaak, %4 procentpunt uit elkaar (95%-interval %5 tot %6).</translation>
    </message>
    <message>
        <source>Every other cell is less balanced by more than the uncertainty of the difference.</source>
        <translation>Elk ander vak is minder in evenwicht, met meer dan de onzekerheid van het verschil.</translation>
    </message>
    <message numerus="yes">
        <source>No cell stands out at this number of games: %n cell(s), outlined, cannot be told apart from the most balanced, %1 (seats %2 points apart, 95% interval %3 to %4).</source>
        <translation>
            <numerusform>Bij dit aantal spellen valt geen vak op: %n omlijnd vak is niet te onderscheiden van het meest evenwichtige, %1 (plaatsen %2 procentpunt uit elkaar, 95%-interval %3 tot %4).</numerusform>
            <numerusform>Bij dit aantal spellen valt geen vak op: %n omlijnde vakken zijn niet te onderscheiden van het meest evenwichtige, %1 (plaatsen %2 procentpunt uit elkaar, 95%-interval %3 tot %4).</numerusform>
        </translation>
    </message>
    <message>
        <source>About %L1 games per cell would tell the best two apart, if their difference is what these games show.</source>
        <translation>Ongeveer %L1 spellen per vak zouden de beste twee van elkaar onderscheiden, als hun verschil is wat deze spellen laten zien.</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell, standing out from the others.</source>
        <translation>Omlijnd: het meest evenwichtige vak, dat opvalt tegenover de andere.</translation>
    </message>
    <message>
        <source>Outlined: the most balanced cell and those that cannot be told apart from it.</source>
        <translation>Omlijnd: het meest evenwichtige vak en de vakken die er niet van te onderscheiden zijn.</translation>
    </message>
    <message>
        <source>Win rate of seat %1 (%)</source>
        <translation>Winstkans van plaats %1 (%)</translation>
    </message>
    <message>
        <source>%1 by %2 and %3</source>
        <extracomment>The heatmap&apos;s title: %1 the figure shown, %2 and %3 the two swept parameters.</extracomment>
        <translation>%1 tegen %2 en %3</translation>
    </message>
    <message>
        <source>%1 was not played: %2</source>
        <extracomment>%1 names a cell of a grid (&quot;Cards in hand = 3, Dynamite = 2&quot;), %2 why it was not played.</extracomment>
        <translation>%1 is niet gespeeld: %2</translation>
    </message>
    <message>
        <source>%1 was not played: the sweep was cancelled first.</source>
        <translation>%1 is niet gespeeld: de reeks werd eerder geannuleerd.</translation>
    </message>
    <message>
        <source>a&amp;nd:</source>
        <extracomment>Before the second parameter of a sweep: &quot;Parameter: Cards in hand … and: Dynamite …&quot;.</extracomment>
        <translation>&amp;en:</translation>
    </message>
    <message>
        <source>Fro&amp;m:</source>
        <translation>Va&amp;n:</translation>
    </message>
    <message>
        <source>T&amp;o:</source>
        <translation>t&amp;ot en met:</translation>
    </message>
    <message>
        <source>Side by side</source>
        <extracomment>The lab&apos;s page that plays several house rules against the base rules at once.</extracomment>
        <translation>Naast elkaar</translation>
    </message>
    <message>
        <source>Tick from 1 to %1 house rules to play beside the edited rules.</source>
        <translation>Vink 1 tot %1 huisregels aan om naast de bewerkte regels te spelen.</translation>
    </message>
    <message>
        <source>Playing %L1 games under each of %2 rules…</source>
        <translation>Bezig met %L1 spellen met elk van %2 regels…</translation>
    </message>
    <message>
        <source>%L1 games under each of %2 rules in %3&#xa0;s.</source>
        <translation>%L1 spellen met elk van %2 regels in %3&#xa0;s.</translation>
    </message>
    <message>
        <source>%1, %2: %3 (%4)</source>
        <translation>%1, %2: %3 (%4)</translation>
    </message>
    <message>
        <source>Win rate (%)</source>
        <translation>Winstkans (%)</translation>
    </message>
    <message>
        <source>This game has no other house rules to compare with.</source>
        <translation>Dit spel heeft geen andere huisregels om mee te vergelijken.</translation>
    </message>
    <message>
        <source>At most %1 house rules besides the base in one run.</source>
        <translation>Hoogstens %1 huisregels naast de basisregels in één reeks spellen.</translation>
    </message>
    <message>
        <source>Tick at least one more house rule.</source>
        <translation>Vink nog minstens één huisregel aan.</translation>
    </message>
    <message>
        <source>Tick house rules and run them: each is played against the base rules on the same seeds, as are the edited rules.</source>
        <translation>Vink huisregels aan en speel ze: elke wordt net als de bewerkte regels tegen de basisregels gespeeld, met dezelfde startgetallen.</translation>
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
Verschil met de basisregels: %2</translation>
    </message>
    <message>
        <source>House rules to play side by side with the edited rules, each against the base rules on the same seeds:</source>
        <translation>Huisregels om naast de bewerkte regels te spelen, elk tegen de basisregels met dezelfde startgetallen:</translation>
    </message>
    <message>
        <source>Run side by side</source>
        <translation>Naast elkaar spelen</translation>
    </message>
    <message>
        <source>Play the games again under both rules with the heuristic bot in seat 1 and random bots in the other seats: how much more the stronger player wins (the skill gradient, on the Measures page)</source>
        <translation>Speel de spellen opnieuw met beide regels, met de heuristische bot op plaats 1 en willekeurige bots op de andere plaatsen: hoeveel vaker de sterkere speler wint (de vaardigheidsgradiënt, op de pagina Maatstaven)</translation>
    </message>
    <message>
        <source>Seat balance</source>
        <translation>Balans tussen de plaatsen</translation>
    </message>
    <message>
        <source>First player advantage</source>
        <translation>Voordeel van de startspeler</translation>
    </message>
    <message>
        <source>Turn order balance</source>
        <translation>Balans van de speelvolgorde</translation>
    </message>
    <message>
        <source>Duration in decisions</source>
        <translation>Duur in beslissingen</translation>
    </message>
    <message>
        <source>Duration in turns</source>
        <translation>Duur in beurten</translation>
    </message>
    <message>
        <source>Duration in rounds</source>
        <translation>Duur in rondes</translation>
    </message>
    <message>
        <source>Lead changes per game</source>
        <translation>Wisselingen van de leiding per spel</translation>
    </message>
    <message>
        <source>Drama: winner was behind</source>
        <extracomment>A measure of a good game: how often the eventual winner was behind.</extracomment>
        <translation>Spanning: winnaar stond achter</translation>
    </message>
    <message>
        <source>Drama: by how much</source>
        <translation>Spanning: hoeveel achter</translation>
    </message>
    <message>
        <source>Decisiveness</source>
        <extracomment>A measure of a good game: how far into the game the winner took the lead for good.</extracomment>
        <translation>Beslistheid</translation>
    </message>
    <message>
        <source>How much more often the first player wins than the fair share</source>
        <translation>Hoeveel vaker de startspeler wint dan zijn eerlijke deel</translation>
    </message>
    <message>
        <source>How long games last and how much that varies: the mean, its standard deviation (sd) and the range of the middle 80% of games (10% are shorter, 10% longer)</source>
        <translation>Hoe lang spellen duren en hoeveel dat verschilt: het gemiddelde, de standaardafwijking (sd) en het bereik van de middelste 80% van de spellen (10% is korter, 10% langer)</translation>
    </message>
    <message>
        <source>How often per game a player takes the sole lead of the public running score from another</source>
        <translation>Hoe vaak per spel een speler de leiding in de openbare tussenstand alleen overneemt van een ander</translation>
    </message>
    <message>
        <source>How often the eventual winner was behind in the running score at some point</source>
        <translation>Hoe vaak de uiteindelijke winnaar ergens in het spel achterstond in de tussenstand</translation>
    </message>
    <message>
        <source>In the games whose winner was behind: by how many points at most, on average</source>
        <translation>In de spellen waarin de winnaar achterstond: hoeveel punten hoogstens, gemiddeld</translation>
    </message>
    <message>
        <source>How far into the game the eventual winner took the lead they never lost (0%: led from the start)</source>
        <translation>Hoe ver in het spel de uiteindelijke winnaar de leiding nam die hij niet meer afgaf (0%: leidde vanaf het begin)</translation>
    </message>
    <message>
        <source>This game counts no turns.</source>
        <translation>Dit spel telt geen beurten.</translation>
    </message>
    <message>
        <source>This game counts no rounds.</source>
        <translation>Dit spel telt geen rondes.</translation>
    </message>
    <message>
        <source>This game keeps no public running score.</source>
        <translation>Dit spel houdt geen openbare tussenstand bij.</translation>
    </message>
    <message>
        <source>Needs at least two seats.</source>
        <translation>Vraagt ten minste twee plaatsen.</translation>
    </message>
    <message>
        <source>No paired difference: the games whose winner was behind differ between the rules.</source>
        <translation>Geen gepaard verschil: de spellen waarin de winnaar achterstond, verschillen tussen de regels.</translation>
    </message>
    <message>
        <source>No paired difference: a gap is the largest of several differences, so it runs a little high. Compare the two rules&apos; values instead.</source>
        <translation>Geen gepaard verschil: een afstand is het grootste van meerdere verschillen en valt dus wat hoog uit. Vergelijk liever de waarden van beide regels.</translation>
    </message>
    <message>
        <source>%1 (sd %2; %3–%4)</source>
        <extracomment>A mean duration, its standard deviation and the range of the middle 80% of games, e.g. &quot;52.3 (sd 8.1; 42–63)&quot;.</extracomment>
        <translation>%1 (sd %2; %3–%4)</translation>
    </message>
    <message>
        <source>Skill gradient: hard vs normal</source>
        <extracomment>The skill gradient of the search bot against heuristic bots.</extracomment>
        <translation>Vaardigheidsgradiënt: moeilijk tegen normaal</translation>
    </message>
    <message>
        <source>Skill gradient: normal vs random</source>
        <extracomment>The skill gradient of the heuristic bot against random bots.</extracomment>
        <translation>Vaardigheidsgradiënt: normaal tegen willekeurig</translation>
    </message>
    <message>
        <source>How much more often a stronger bot in seat 1 (%1) wins than the mean of the weaker ones (%2) in the other seats, over %L3 games: more skill or more luck?</source>
        <translation>Hoeveel vaker een sterkere bot op plaats 1 (%1) wint dan het gemiddelde van de zwakkere (%2) op de andere plaatsen, over %L3 spellen: meer vaardigheid of meer geluk?</translation>
    </message>
    <message>
        <source>Run a comparison: the measures of a good game of both rules appear here, each with its 95% interval.</source>
        <translation>Start een vergelijking: de maatstaven van een goed spel voor beide regels verschijnen hier, elk met zijn 95%-interval.</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested, %1 with an interval that excludes zero (in bold). Even if the edited rules changed nothing, about %2 would exclude zero by chance alone.</source>
        <translation>
            <numerusform>%n verschil met de basisregels getest, %1 met een interval dat nul uitsluit (vet). Ook als de bewerkte regels niets veranderden, zouden er ongeveer %2 nul uitsluiten, puur door toeval.</numerusform>
            <numerusform>%n verschillen met de basisregels getest, %1 met een interval dat nul uitsluit (vet). Ook als de bewerkte regels niets veranderden, zouden er ongeveer %2 nul uitsluiten, puur door toeval.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tick &quot;Also measure skill&quot; and run again for the skill gradient.</source>
        <translation>Vink „Ook vaardigheid meten” aan en start opnieuw voor de vaardigheidsgradiënt.</translation>
    </message>
    <message>
        <source>Measures</source>
        <extracomment>The lab&apos;s page of the measures of a good game (balance, duration, drama, skill).</extracomment>
        <translation>Maatstaven</translation>
    </message>
    <message>
        <source>Also measure skill, under both rules:</source>
        <extracomment>Above two checkboxes: the comparison also plays stronger bots against weaker ones (the skill gradient).</extracomment>
        <translation>Ook vaardigheid meten, met beide regels:</translation>
    </message>
    <message>
        <source>Normal vs random</source>
        <extracomment>A checkbox: the comparison also plays a heuristic bot against random ones (the skill gradient).</extracomment>
        <translation>Normaal tegen willekeurig</translation>
    </message>
    <message>
        <source>Hard vs normal (slow)</source>
        <extracomment>A checkbox: the comparison also plays the search bot against heuristic ones (the skill gradient).</extracomment>
        <translation>Moeilijk tegen normaal (traag)</translation>
    </message>
    <message>
        <source>Cancelled while measuring skill (%3&#xa0;s): the comparison is whole, the skill gradient covers %L1 of %L2 games.</source>
        <translation>Geannuleerd tijdens het meten van vaardigheid (%3 s): de vergelijking is volledig, de vaardigheidsgradiënt beslaat %L1 van %L2 spellen.</translation>
    </message>
    <message>
        <source>%1 at %2% of the game: %3 (%4)</source>
        <translation>%1 bij %2% van het spel: %3 (%4)</translation>
    </message>
    <message>
        <source>Leader&apos;s margin</source>
        <translation>Voorsprong van de leider</translation>
    </message>
    <message>
        <source>Leader&apos;s score</source>
        <translation>Score van de leider</translation>
    </message>
    <message>
        <source>Total of all scores</source>
        <translation>Totaal van alle scores</translation>
    </message>
    <message>
        <source>Cards left to draw</source>
        <translation>Kaarten nog te trekken</translation>
    </message>
    <message>
        <source>Over the course of a game</source>
        <translation>In de loop van een spel</translation>
    </message>
    <message>
        <source>Figure:</source>
        <translation>Grootheid:</translation>
    </message>
    <message>
        <source>What the chart follows through the game: the leading score minus the second, the leading score, all scores added up, or the cards left to draw</source>
        <translation>Wat de grafiek door het spel heen volgt: de hoogste score min de tweede, de hoogste score, alle scores bij elkaar opgeteld, of de kaarten die nog te trekken zijn</translation>
    </message>
    <message>
        <source>Over the course of a game: %1</source>
        <translation>In de loop van een spel: %1</translation>
    </message>
    <message>
        <source>Game played (%)</source>
        <translation>Spel gespeeld (%)</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it is open read-only.</source>
        <translation>Niet in het logboek bewaard: het is alleen-lezen geopend.</translation>
    </message>
    <message>
        <source>Not kept in the notebook: %1</source>
        <translation>Niet in het logboek bewaard: %1</translation>
    </message>
    <message>
        <source>Kept in the notebook.</source>
        <translation>Bewaard in het logboek.</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>The range a rule may take in a search: from one value to another.
----------
The counts of a card across many suits, from the least to the most (&quot;0 to 3&quot;).</extracomment>
        <translation>%1 tot %2</translation>
    </message>
    <message>
        <source>Not kept in the notebook: it cannot be opened (%1).</source>
        <translation>Niet in het logboek bewaard: het kan niet worden geopend (%1).</translation>
    </message>
    <message>
        <source>How far apart the seats&apos; win rates lie, as they sit: the best seat&apos;s win rate minus the worst&apos;s. Its interval allows for those two seats being picked from the same games, and leaves out zero only when the test of equal seats finds a difference.</source>
        <translation>Hoe ver de winstkansen van de plaatsen uiteenliggen, zoals ze zitten: de winstkans van de beste plaats min die van de slechtste. Het interval houdt er rekening mee dat die twee plaatsen uit dezelfde spellen zijn gekozen, en sluit nul alleen uit als de toets op gelijke plaatsen een verschil vindt.</translation>
    </message>
    <message>
        <source>How far apart the win rates of the places in the turn order lie: the best place&apos;s minus the worst&apos;s. Its interval allows for those two places being picked from the same games.</source>
        <translation>Hoe ver de winstkansen naar positie in de speelvolgorde uiteenliggen: die van de beste positie min die van de slechtste. Het interval houdt er rekening mee dat die twee posities uit dezelfde spellen zijn gekozen.</translation>
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
        <translation>De winstkansen van de plaatsen verschillen meer dan toeval verklaart (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the seats&apos; win rates apart (%1).</source>
        <translation>Deze spellen kunnen de winstkansen van de plaatsen niet van elkaar onderscheiden (%1).</translation>
    </message>
    <message>
        <source>The places&apos; win rates differ beyond chance (%1).</source>
        <translation>De winstkansen van de posities in de speelvolgorde verschillen meer dan toeval verklaart (%1).</translation>
    </message>
    <message>
        <source>These games cannot tell the places&apos; win rates apart (%1).</source>
        <translation>Deze spellen kunnen de winstkansen van de posities in de speelvolgorde niet van elkaar onderscheiden (%1).</translation>
    </message>
    <message>
        <source>Seat balance: in none of these rules do the seats&apos; win rates differ beyond chance (a test of equal seats at the 5% level).</source>
        <translation>Balans tussen de plaatsen: bij geen van deze regels verschillen de winstkansen van de plaatsen meer dan toeval verklaart (een toets op gelijke plaatsen op het 5%-niveau).</translation>
    </message>
    <message>
        <source>Seat balance: the seats&apos; win rates differ beyond chance under %1 (a test of equal seats at the 5% level).</source>
        <translation>Balans tussen de plaatsen: bij %1 verschillen de winstkansen van de plaatsen meer dan toeval verklaart (een toets op gelijke plaatsen op het 5%-niveau).</translation>
    </message>
    <message>
        <source>Each gap&apos;s interval allows for its two seats being picked from the same games: where it leaves out zero, the seats differ beyond chance.</source>
        <translation>Het interval van elk verschil houdt er rekening mee dat de twee plaatsen uit dezelfde spellen zijn gekozen: waar het nul uitsluit, verschillen de plaatsen meer dan toeval verklaart.</translation>
    </message>
    <message>
        <source>None: no difference stands out, so these games cannot tell the rules apart. More games narrow the intervals.</source>
        <translation>Geen: er valt geen verschil op, dus deze spellen kunnen de regels niet uit elkaar houden. Met meer spellen worden de intervallen smaller.</translation>
    </message>
    <message numerus="yes">
        <source>Notable: a difference that stands out after Holm&apos;s correction over all the %n difference(s) tested here, so that even if the rules changed nothing, the chance of listing one is 5%.</source>
        <extracomment>Below the notable differences of a comparison.</extracomment>
        <translation>
            <numerusform>Opvallend: een verschil dat opvalt na de correctie van Holm over het %n geteste verschil hier; ook als de regels niets veranderden, is de kans dat er een vermeld wordt 5%.</numerusform>
            <numerusform>Opvallend: een verschil dat opvalt na de correctie van Holm over alle %n geteste verschillen hier; ook als de regels niets veranderden, is de kans dat er een vermeld wordt 5%.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) from the base rules tested; %1 stand out after Holm&apos;s correction over all of them (in bold), so that even if no house rule changed anything, the chance of marking one is 5%.</source>
        <translation>
            <numerusform>%n verschil met de basisregels getest; %1 vallen op na de correctie van Holm (vet), zodat ook als geen huisregel iets veranderde, de kans dat er een gemarkeerd wordt 5% is.</numerusform>
            <numerusform>%n verschillen met de basisregels getest; %1 vallen op na de correctie van Holm over allemaal (vet), zodat ook als geen huisregel iets veranderde, de kans dat er een gemarkeerd wordt 5% is.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search bot in seat 1 against heuristic bots, under both rules: as many games as a gradient within ±3 points needs (%L1 with four players), slow as it thinks over every move. When the run starts, the lab times a few of them and says how long the rest will take; beyond %2 minutes it does not play them and says it cannot tell.</source>
        <translation>De zoekbot op plaats 1 tegen heuristische bots, met beide regels: zoveel spellen als een gradiënt binnen ±3 procentpunt nodig heeft (%L1 met vier spelers), traag want hij denkt over elke zet na. Bij de start meet het lab er een paar en zegt hoe lang de rest duurt; boven %2 minuten speelt het ze niet en zegt het dat het niet te zeggen is.</translation>
    </message>
    <message>
        <source>Cannot tell (±%1)</source>
        <extracomment>A skill gradient whose 95% interval is too wide to read; %1: its half-width in points, e.g. &quot;8.4&quot;.</extracomment>
        <translation>Niet te zeggen (±%1)</translation>
    </message>
    <message>
        <source>Its 95% interval is ±%1 points, wider than ±3: these %L2 games cannot tell how much skill counts under these rules. About %L3 games would.</source>
        <translation>Het 95%-interval is ±%1 procentpunt, breder dan ±3: deze %L2 spellen kunnen niet zeggen hoeveel vaardigheid telt met deze regels. Met ongeveer %L3 spellen wel.</translation>
    </message>
    <message>
        <source>A gradient within ±3 points needs %L1 games under both rules, %2 on this computer: more than the lab&apos;s limit of %3 minutes, so it was not played. The command line (houserules-cli simulate --skill hard) has no such limit.</source>
        <extracomment>%L1: games; %2: how long, e.g. &quot;about 45 minutes&quot;; %3: the lab&apos;s limit in minutes.</extracomment>
        <translation>Een gradiënt binnen ±3 procentpunt vraagt %L1 spellen met beide regels, %2 op deze computer: langer dan de limiet van het lab van %3 minuten, dus is het niet gespeeld. De opdrachtregel (houserules-cli simulate --skill hard) kent die limiet niet.</translation>
    </message>
    <message>
        <source>Cannot tell</source>
        <translation>Niet te zeggen</translation>
    </message>
    <message>
        <source>Each game is played under both rules with the same seed, so most of the luck of the deal cancels out. A difference is edited minus base; ± is the half-width of its 95% interval. A difference within its ± may be noise, and among many differences a few leave out zero by chance: only those that stand out after Holm&apos;s correction over all of them get a sentence.</source>
        <translation>Elk spel wordt met beide regels gespeeld met hetzelfde startgetal, zodat het meeste geluk bij het delen tegen elkaar wegvalt. Een verschil is bewerkt min basis; ± is de halve breedte van het 95%-interval. Een verschil binnen zijn ± kan ruis zijn, en van veel verschillen sluiten er bij toeval een paar nul uit: alleen verschillen die opvallen na de correctie van Holm over allemaal krijgen een zin.</translation>
    </message>
    <message>
        <source>Candidates tried</source>
        <translation>Geprobeerde kandidaten</translation>
    </message>
    <message>
        <source>Still in the race</source>
        <translation>Nog in de race</translation>
    </message>
    <message>
        <source>Dropped</source>
        <translation>Afgevallen</translation>
    </message>
    <message>
        <source>Breaks a requirement</source>
        <translation>Voldoet niet aan een eis</translation>
    </message>
    <message>
        <source>Best so far</source>
        <translation>Beste tot nu toe</translation>
    </message>
    <message>
        <source>Candidate</source>
        <translation>Kandidaat</translation>
    </message>
    <message numerus="yes">
        <source>%n difference(s) between %1 and %2 tested, %3 with an interval that excludes zero (in bold). Even if the two rules played alike, about %4 would exclude zero by chance alone.</source>
        <extracomment>Two named rules compared (%1 and %2: &quot;Run A&quot;, &quot;Run B&quot;), how many of their differences stand out.</extracomment>
        <translation>
            <numerusform>%n verschil tussen %1 en %2 getest, %3 met een interval dat nul uitsluit (vet). Ook als beide regels precies gelijk speelden, zouden er ongeveer %4 nul uitsluiten, puur door toeval.</numerusform>
            <numerusform>%n verschillen tussen %1 en %2 getest, %3 met een interval dat nul uitsluit (vet). Ook als beide regels precies gelijk speelden, zouden er ongeveer %4 nul uitsluiten, puur door toeval.</numerusform>
        </translation>
    </message>
    <message>
        <source>Stands out from the mean of the grid, %1.</source>
        <translation>Valt op tegenover het gemiddelde van het raster, %1.</translation>
    </message>
    <message>
        <source>≈ Cannot be told apart from the mean of the grid, %1.</source>
        <translation>≈ Niet te onderscheiden van het gemiddelde van het raster, %1.</translation>
    </message>
    <message>
        <source>mean %1</source>
        <extracomment>Beside the middle of the heatmap&apos;s colour scale: %1 is the mean of the grid&apos;s cells.</extracomment>
        <translation>gemiddelde %1</translation>
    </message>
    <message>
        <source>No cell stands out from the mean: every difference is within the noise.</source>
        <translation>Geen vak valt op tegenover het gemiddelde: elk verschil valt binnen de ruis.</translation>
    </message>
    <message>
        <source>Cannot be told apart from the mean at this number of games.</source>
        <translation>Bij dit aantal spellen niet te onderscheiden van het gemiddelde.</translation>
    </message>
    <message>
        <source>A sweep takes from 1 to %1 values, written as 2..6 or 2,3,5, or for a list as [1..6], [1..8]; not “%2”.</source>
        <translation>Een reeks heeft 1 tot %1 waarden, geschreven als 2..6 of 2,3,5, of voor een lijst als [1..6], [1..8]; niet „%2”.</translation>
    </message>
    <message>
        <source>points</source>
        <extracomment>The unit of a target on a difference of win rates.
----------
The unit of a difference between win rates, in percentage points.</extracomment>
        <translation>procentpunt</translation>
    </message>
    <message>
        <source>per game</source>
        <extracomment>The unit of a target on a game&apos;s figure counted per game.</extracomment>
        <translation>per spel</translation>
    </message>
    <message>
        <source>decisions</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>beslissingen</translation>
    </message>
    <message>
        <source>turns</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>beurten</translation>
    </message>
    <message>
        <source>rounds</source>
        <extracomment>The unit of a target on the length of a game.</extracomment>
        <translation>rondes</translation>
    </message>
    <message>
        <source>Add at least one rule that may change.</source>
        <translation>Voeg minstens één regel toe die mag veranderen.</translation>
    </message>
    <message>
        <source>Add at least one target.</source>
        <translation>Voeg minstens één doel toe.</translation>
    </message>
    <message>
        <source>at most %1 %2</source>
        <extracomment>A target: %1 a number, %2 its unit (&quot;at most 30 %&quot;).</extracomment>
        <translation>hoogstens %1 %2</translation>
    </message>
    <message>
        <source>at least %1 %2</source>
        <translation>minstens %1 %2</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <extracomment>A target: between two numbers, %3 their unit (&quot;40 to 60 decisions&quot;).</extracomment>
        <translation>%1 tot %2 %3</translation>
    </message>
    <message>
        <source>required</source>
        <extracomment>A target every proposal must meet.</extracomment>
        <translation>vereist</translation>
    </message>
    <message>
        <source>goal, weight %1</source>
        <translation>doel, gewicht %1</translation>
    </message>
    <message>
        <source>%1 (%2 to %3)</source>
        <extracomment>A figure with its 95% interval: &quot;1.2 (−0.4 to 2.8)&quot;.</extracomment>
        <translation>%1 (%2 tot %3)</translation>
    </message>
    <message>
        <source>met</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies within the target.</extracomment>
        <translation>gehaald</translation>
    </message>
    <message>
        <source>missed</source>
        <extracomment>A target against a proposal&apos;s figure: its whole 95% interval lies outside the target.</extracomment>
        <translation>gemist</translation>
    </message>
    <message>
        <source>cannot tell</source>
        <extracomment>A target against a proposal&apos;s figure: its 95% interval reaches both inside and outside the target.</extracomment>
        <translation>niet te zeggen</translation>
    </message>
    <message>
        <source>Choose what may change and what the game should look like, then start the search.</source>
        <translation>Kies wat mag veranderen en hoe het spel eruit moet zien, en start dan het zoeken.</translation>
    </message>
    <message>
        <source>Playing the best again on fresh games, with the edited rules alongside…</source>
        <translation>De beste worden opnieuw gespeeld op nieuwe spellen, met de bewerkte regels ernaast…</translation>
    </message>
    <message>
        <source>Round %1 of at most %2: %3 of %4 candidates played</source>
        <extracomment>While a search plays: %1 and %2 the round (1 of 3), %3 and %4 the candidates of it done.</extracomment>
        <translation>Ronde %1 van hoogstens %2: %3 van %4 kandidaten gespeeld</translation>
    </message>
    <message>
        <source>Measuring how fast this machine plays…</source>
        <translation>Meten hoe snel deze computer speelt…</translation>
    </message>
    <message>
        <source>%1 · about %2 left</source>
        <translation>%1 · nog ongeveer %2</translation>
    </message>
    <message>
        <source>Best so far: none yet.</source>
        <translation>Beste tot nu toe: nog geen.</translation>
    </message>
    <message>
        <source>%1 %2 %3</source>
        <extracomment>A figure of the best so far: &quot;First player advantage 1.2 (−0.4 to 2.8) points&quot;.</extracomment>
        <translation>%1 %2 %3</translation>
    </message>
    <message>
        <source>Best so far: %1, on %L2 games: %3</source>
        <extracomment>%1 the rules&apos; values, %2 the games it played, %3 its figures.</extracomment>
        <translation>Beste tot nu toe: %1, op %L2 spellen: %3</translation>
    </message>
    <message>
        <source>Proposal</source>
        <translation>Voorstel</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Openen in de editor</translation>
    </message>
    <message>
        <source>A new house rule with these values, not yet saved</source>
        <translation>Een nieuwe huisregel met deze waarden, nog niet bewaard</translation>
    </message>
    <message>
        <source>The edited rules</source>
        <translation>De bewerkte regels</translation>
    </message>
    <message numerus="yes">
        <source>%L1 games in the search over %n candidate(s), %L2 refused by the rules and never played.</source>
        <translation>
            <numerusform>%L1 spellen in het zoeken over %n kandidaat, %L2 door de regels geweigerd en nooit gespeeld.</numerusform>
            <numerusform>%L1 spellen in het zoeken over %n kandidaten, %L2 door de regels geweigerd en nooit gespeeld.</numerusform>
        </translation>
    </message>
    <message>
        <source>The proposals were played again on %L1 fresh games each, every game also under the edited rules: each figure with its 95% interval on those games alone. Met: the whole interval is within the target; cannot tell: it reaches both in and out.</source>
        <translation>De voorstellen zijn elk opnieuw gespeeld op %L1 nieuwe spellen, elk spel ook met de bewerkte regels: elk getal met zijn 95%-interval op alleen die spellen. Gehaald: het hele interval ligt binnen het doel; niet te zeggen: het reikt zowel erbinnen als erbuiten.</translation>
    </message>
    <message>
        <source>Cancelled: the best so far, on the search&apos;s games only.</source>
        <translation>Geannuleerd: de beste tot nu toe, alleen op de spellen van het zoeken.</translation>
    </message>
    <message>
        <source>A budget in time came to %L1 games on this machine: search again with that many games to get the same proposals.</source>
        <translation>Het tijdsbudget kwam op deze computer neer op %L1 spellen: zoek opnieuw met zoveel spellen om dezelfde voorstellen te krijgen.</translation>
    </message>
    <message>
        <source>Say which rules may change and what the game should look like: the search tries rules within the ranges on the same games, drops those clearly worse, and plays the best few again on fresh games. It starts from the edited rules, with the players, bots and seed at the left.</source>
        <translation>Zeg welke regels mogen veranderen en hoe het spel eruit moet zien: het zoeken probeert regels binnen de bereiken op dezelfde spellen, laat de duidelijk slechtere vallen en speelt de beste paar opnieuw op nieuwe spellen. Het begint bij de bewerkte regels, met de spelers, bots en het startgetal links.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules that may change&lt;/b&gt;</source>
        <translation>&lt;b&gt;Regels die mogen veranderen&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>&amp;Van</translation>
    </message>
    <message>
        <source>t&amp;o</source>
        <translation>t&amp;ot</translation>
    </message>
    <message>
        <source>Add rule</source>
        <translation>Regel toevoegen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Bereik</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the game should look like&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hoe het spel eruit moet zien&lt;/b&gt;</translation>
    </message>
    <message>
        <source>between</source>
        <extracomment>How a target is given: between two values.</extracomment>
        <translation>tussen</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>minstens</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>hoogstens</translation>
    </message>
    <message>
        <source>about</source>
        <extracomment>How a target is given: a value give or take a tolerance.</extracomment>
        <translation>ongeveer</translation>
    </message>
    <message>
        <source>a goal</source>
        <extracomment>A target the search weighs against the others.</extracomment>
        <translation>een doel</translation>
    </message>
    <message>
        <source>A goal counts with its weight; a rule that misses a requirement comes after every rule that meets them all</source>
        <translation>Een doel telt mee met zijn gewicht; een regel die een eis mist, komt na elke regel die ze allemaal haalt</translation>
    </message>
    <message>
        <source>&amp;weight</source>
        <translation>&amp;gewicht</translation>
    </message>
    <message>
        <source>Add target</source>
        <translation>Doel toevoegen</translation>
    </message>
    <message>
        <source>Wanted</source>
        <translation>Gewenst</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>&amp;Budget</source>
        <translation>&amp;Budget</translation>
    </message>
    <message>
        <source>games</source>
        <translation>spellen</translation>
    </message>
    <message>
        <source>minutes</source>
        <translation>minuten</translation>
    </message>
    <message>
        <source>Games give the same search on every computer; minutes play as many games as this one manages in that time</source>
        <translation>Met spellen is het zoeken op elke computer hetzelfde; met minuten speelt deze computer zoveel spellen als hij in die tijd haalt</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <extracomment>Starts the search for a rule.</extracomment>
        <translation>&amp;Zoeken</translation>
    </message>
    <message>
        <source>Stop the search and keep the best so far</source>
        <translation>Stop het zoeken en houd de beste tot nu toe</translation>
    </message>
    <message>
        <source>Find a rule</source>
        <extracomment>The lab&apos;s page that searches for the house rule that makes the game look as the designer wants.</extracomment>
        <translation>Regel zoeken</translation>
    </message>
    <message>
        <source>Search cancelled after %L1 games (%2&#xa0;s): the best so far, on the search&apos;s games only.</source>
        <translation>Zoeken geannuleerd na %L1 spellen (%2 s): de beste tot nu toe, alleen op de spellen van het zoeken.</translation>
    </message>
    <message numerus="yes">
        <source>Search of %L1 games in %2&#xa0;s: %n proposal(s).</source>
        <translation>
            <numerusform>Zoeken van %L1 spellen in %2 s: %n voorstel.</numerusform>
            <numerusform>Zoeken van %L1 spellen in %2 s: %n voorstellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Searching for a rule for %n minute(s)…</source>
        <translation>
            <numerusform>%n minuut een regel zoeken…</numerusform>
            <numerusform>%n minuten een regel zoeken…</numerusform>
        </translation>
    </message>
    <message>
        <source>Searching for a rule in %L1 games…</source>
        <translation>Een regel zoeken in %L1 spellen…</translation>
    </message>
    <message>
        <source>%1, with %2</source>
        <extracomment>The title of a house rule opened from a search: %1 the rules searched from, %2 what the search found.</extracomment>
        <translation>%1, met %2</translation>
    </message>
    <message>
        <source>Distance from the targets</source>
        <translation>Afstand tot de doelen</translation>
    </message>
    <message>
        <source>Each point is a rule tried: how far its figures lie from the targets on the games it played (0: every target met). A rule that misses a requirement is drawn along the top.</source>
        <translation>Elk punt is een geprobeerde regel: hoe ver zijn getallen van de doelen liggen op de spellen die hij speelde (0: alle doelen gehaald). Een regel die een eis mist, staat bovenaan.</translation>
    </message>
    <message numerus="yes">
        <source>Searched %n candidate(s) in %1.</source>
        <translation>
            <numerusform>%n kandidaat doorzocht in %1.</numerusform>
            <numerusform>%n kandidaten doorzocht in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n ronde</numerusform>
            <numerusform>%n rondes</numerusform>
        </translation>
    </message>
    <message>
        <source>per player and game</source>
        <translation>per speler en spel</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2…</source>
        <extracomment>A sweep over values as written: %1 the parameter, %2 its values (&quot;[1..6], [1..8]&quot;).</extracomment>
        <translation>Reeks van %1 over %2…</translation>
    </message>
    <message>
        <source>Sweeping %1 over %2 and %3 over %4…</source>
        <translation>Reeks van %1 over %2 en %3 over %4…</translation>
    </message>
    <message>
        <source>Card values</source>
        <extracomment>The numbered cards of a deck, swept as a list of their values.</extracomment>
        <translation>Kaartwaarden</translation>
    </message>
    <message>
        <source>for example %1, %2</source>
        <extracomment>An example of a list parameter&apos;s candidates in a search, as a placeholder: two lists.
----------
An example of a list parameter&apos;s values in a sweep, as a placeholder: two lists.</extracomment>
        <translation>bijvoorbeeld %1, %2</translation>
    </message>
    <message>
        <source>No cell stands out: at this number of games every cell is within the noise of the grid&apos;s mean, %1, so every cell is grey (≈).</source>
        <translation>Geen vak valt op: bij dit aantal spellen valt elk vak binnen de ruis rond het gemiddelde van het raster, %1, dus elk vak is grijs (≈).</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) stand out from the grid&apos;s mean, %1, and are coloured by how far; the grey ones (≈) cannot be told apart from it.</source>
        <translation>
            <numerusform>%n vak valt op tegenover het gemiddelde van het raster, %1, en is gekleurd naar hoe ver het ervan ligt; de grijze (≈) zijn er niet van te onderscheiden.</numerusform>
            <numerusform>%n vakken vallen op tegenover het gemiddelde van het raster, %1, en zijn gekleurd naar hoe ver ze ervan liggen; de grijze (≈) zijn er niet van te onderscheiden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in every seat</source>
        <translation>%1 op elke plaats</translation>
    </message>
    <message>
        <source>No cell stands out from the grid&apos;s mean, %1: every difference is within the noise.</source>
        <translation>Geen vak valt op tegenover het gemiddelde van het raster, %1: elk verschil valt binnen de ruis.</translation>
    </message>
    <message numerus="yes">
        <source>Coloured: the %n cell(s) that stand out from the grid&apos;s mean, %1; grey (≈): the others.</source>
        <translation>
            <numerusform>Gekleurd: het %n vak dat opvalt tegenover het gemiddelde van het raster, %1; grijs (≈): de andere.</numerusform>
            <numerusform>Gekleurd: de %n vakken die opvallen tegenover het gemiddelde van het raster, %1; grijs (≈): de andere.</numerusform>
        </translation>
    </message>
    <message>
        <source>Intervals are 95%.</source>
        <translation>Intervallen zijn 95%-intervallen.</translation>
    </message>
    <message>
        <source>&amp;Values:</source>
        <extracomment>Before a list parameter&apos;s values in a sweep, each a whole list: &quot;[1..6], [1..8]&quot;.</extracomment>
        <translation>&amp;Waarden:</translation>
    </message>
    <message>
        <source>Val&amp;ues:</source>
        <translation>W&amp;aarden:</translation>
    </message>
    <message>
        <source>One list per value of the sweep, as on the command line: for example [1..10], [1..8], [0,2,4,6,8].</source>
        <translation>Eén lijst per waarde van de reeks, zoals op de opdrachtregel: bijvoorbeeld [1..10], [1..8], [0,2,4,6,8].</translation>
    </message>
    <message>
        <source>A sweep plays the edited rules with one parameter set to each value in turn, every value on the same seeds. The band around a line is its 95% interval. The most balanced value is the one where the seat that wins most and the seat that wins least are closest, marked only when it stands out from the others by more than the uncertainty. A grid of two parameters colours only the cells that stand out from its mean; the others are grey.</source>
        <translation>Een reeks speelt de bewerkte regels met één parameter achtereenvolgens op elke waarde, elke waarde met dezelfde startgetallen. De band rond een lijn is het 95%-interval. De meest evenwichtige waarde is die waarbij de plaats die het vaakst wint en de plaats die het minst vaak wint het dichtst bij elkaar liggen; ze wordt alleen gemarkeerd als ze met meer dan de onzekerheid van de andere verschilt. Een raster van twee parameters kleurt alleen de vakken die opvallen tegenover zijn gemiddelde; de andere zijn grijs.</translation>
    </message>
    <message>
        <source>%1. %L2 games per cell on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 spellen per vak met dezelfde startgetallen, startgetal %3; computerspelers: %4.</translation>
    </message>
    <message>
        <source>%1. %L2 games per value on the same seeds, seed %3; computer players: %4.</source>
        <translation>%1. %L2 spellen per waarde met dezelfde startgetallen, startgetal %3; computerspelers: %4.</translation>
    </message>
    <message>
        <source>Per card kind: the win rate of the players who had it in their starting hand, and of those who played it, against all others (like “win rate when drawn”). This is what goes with winning, not what makes you win: a bot may play a card from a hand that was losing anyway. Seats are pooled, so give every seat the same bot.</source>
        <translation>Per kaartsoort: de winstkans van de spelers die hem in hun beginhand hadden, en van wie hem speelde, tegenover alle anderen (zoals „winstkans als getrokken”). Dit is wat samengaat met winnen, niet wat je laat winnen: een computerspeler speelt een kaart misschien uit een hand die toch al verloor. De plaatsen worden samengenomen, dus geef elke plaats dezelfde computerspeler.</translation>
    </message>
    <message numerus="yes">
        <source>The table holds %n test(s), both columns together; even if no card went with winning, about %1 of them would have an interval that excludes zero by chance alone. So a difference is bold only when it stands out after Holm&apos;s correction for all of them: %2 here.</source>
        <extracomment>%n tests (two per card kind); %1 is how many would look notable by chance alone (e.g. &quot;6.0&quot;).</extracomment>
        <translation>
            <numerusform>De tabel bevat %n toets, beide kolommen samen; ook als geen enkele kaart met winnen samenging, zou ongeveer %1 daarvan puur door toeval een interval hebben dat nul uitsluit. Daarom is een verschil alleen vet als het opvalt na de correctie van Holm voor allemaal: hier %2.</numerusform>
            <numerusform>De tabel bevat %n toetsen, beide kolommen samen; ook als geen enkele kaart met winnen samenging, zouden ongeveer %1 daarvan puur door toeval een interval hebben dat nul uitsluit. Daarom is een verschil alleen vet als het opvalt na de correctie van Holm voor allemaal: hier %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (stands out)</source>
        <extracomment>A card kind in the list of the controlled impact, %1 its name.</extracomment>
        <translation>%1 (valt op)</translation>
    </message>
    <message>
        <source>Controlled impact: what a card does</source>
        <translation>Gecontroleerde invloed: wat een kaart doet</translation>
    </message>
    <message>
        <source>The table above shows which cards go with winning, not why: a bot may play a card from a hand that was losing anyway. To see what a card does, play the rules with one card of the kind fewer and with one more, each against the rules as they are on the same seeds: the differences below are then the card&apos;s doing.</source>
        <translation>De tabel hierboven laat zien welke kaarten samengaan met winnen, niet waarom: een computerspeler speelt een kaart misschien uit een hand die toch al verloor. Wil je zien wat een kaart doet, speel de regels dan met één kaart van die soort minder en met één meer, elk tegen de regels zoals ze zijn met dezelfde startgetallen: de verschillen hieronder komen dan op rekening van de kaart.</translation>
    </message>
    <message>
        <source>C&amp;ard:</source>
        <translation>K&amp;aart:</translation>
    </message>
    <message>
        <source>These rules have no cards.</source>
        <translation>Deze regels hebben geen kaarten.</translation>
    </message>
    <message>
        <source>Choose a card and play: each change takes the games set on the left, with their seed.</source>
        <translation>Kies een kaart en speel: elke wijziging speelt de spellen die links zijn ingesteld, met hun startgetal.</translation>
    </message>
    <message numerus="yes">
        <source>%1, %2: %n card(s) of the kind; %L3 games for each change on the same seeds. A difference is the change minus the rules as they are, bold where its 95% interval excludes zero.</source>
        <extracomment>%1 is a card kind, %2 the rules (e.g. &quot;Edited rules&quot;), %n how many cards of the kind they have.</extracomment>
        <translation>
            <numerusform>%1, %2: %n kaart van deze soort; %L3 spellen per wijziging met dezelfde startgetallen. Een verschil is de wijziging min de regels zoals ze zijn, vet waar het 95%-interval nul uitsluit.</numerusform>
            <numerusform>%1, %2: %n kaarten van deze soort; %L3 spellen per wijziging met dezelfde startgetallen. Een verschil is de wijziging min de regels zoals ze zijn, vet waar het 95%-interval nul uitsluit.</numerusform>
        </translation>
    </message>
    <message>
        <source>One card fewer cannot be played: these rules have no %1 card.</source>
        <translation>Eén kaart minder kan niet: deze regels hebben geen kaart „%1”.</translation>
    </message>
    <message>
        <source>One card more cannot be played: these rules already have %L1, the most of one kind the game allows.</source>
        <translation>Eén kaart meer kan niet: deze regels hebben er al %L1, het meeste van één soort dat het spel toestaat.</translation>
    </message>
    <message>
        <source>One card fewer cannot be played: %1</source>
        <translation>Eén kaart minder kan niet: %1</translation>
    </message>
    <message>
        <source>One card more cannot be played: %1</source>
        <translation>Eén kaart meer kan niet: %1</translation>
    </message>
    <message>
        <source>Cancelled: the differences cover the games played.</source>
        <translation>Geannuleerd: de verschillen gaan over de gespeelde spellen.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Cijfer</translation>
    </message>
    <message>
        <source>One card fewer (%L1 → %L2)</source>
        <translation>Eén kaart minder (%L1 → %L2)</translation>
    </message>
    <message>
        <source>One card more (%L1 → %L2)</source>
        <translation>Eén kaart meer (%L1 → %L2)</translation>
    </message>
    <message>
        <source>Win rate, %1</source>
        <extracomment>A row of the controlled impact: the win rate of a seat (&quot;Seat 1&quot;), in points.</extracomment>
        <translation>Winstkans, %1</translation>
    </message>
    <message>
        <source>Game length (decisions)</source>
        <translation>Lengte van het spel (beslissingen)</translation>
    </message>
    <message>
        <source>The base rules must come from a file to play them with a card more or fewer.</source>
        <translation>De basisregels moeten uit een bestand komen om ze met een kaart meer of minder te spelen.</translation>
    </message>
    <message>
        <source>Could not write the edited rules to play them with a card more or fewer.</source>
        <translation>Kon de bewerkte regels niet wegschrijven om ze met een kaart meer of minder te spelen.</translation>
    </message>
    <message>
        <source>Controlled impact of %1 cancelled after %L2 games (%3&#xa0;s): the differences cover those games.</source>
        <translation>Gecontroleerde invloed van %1 geannuleerd na %L2 spellen (%3 s): de verschillen gaan over die spellen.</translation>
    </message>
    <message>
        <source>Controlled impact of %1: %L2 games for each change in %3&#xa0;s.</source>
        <translation>Gecontroleerde invloed van %1: %L2 spellen per wijziging in %3 s.</translation>
    </message>
    <message>
        <source>Play with one fewer and one &amp;more</source>
        <translation>Speel met één minder en één &amp;meer</translation>
    </message>
    <message>
        <source>Playing one %1 fewer and one more, %L2 games each…</source>
        <extracomment>%1 is a card kind; each change plays %L2 games.</extracomment>
        <translation>Speelt met één %1 minder en één meer, elk %L2 spellen…</translation>
    </message>
    <message>
        <source>Skill gradient</source>
        <extracomment>A target on how much better a good player does than random ones (the skill gradient).</extracomment>
        <translation>Vaardigheidsgradiënt</translation>
    </message>
    <message>
        <source>at most %1 %2 from the edited rules</source>
        <extracomment>A target relative to the edited rules&apos; figure: &quot;at most +0 decisions from the edited rules&quot;.</extracomment>
        <translation>hoogstens %1 %2 ten opzichte van de bewerkte regels</translation>
    </message>
    <message>
        <source>at least %1 %2 from the edited rules</source>
        <translation>minstens %1 %2 ten opzichte van de bewerkte regels</translation>
    </message>
    <message>
        <source>%1 to %2 %3 from the edited rules</source>
        <translation>%1 tot %2 %3 ten opzichte van de bewerkte regels</translation>
    </message>
    <message>
        <source>from the edited rules</source>
        <extracomment>A target&apos;s values are a change from the edited rules&apos; own figure (&quot;at most +0&quot;: no more than today).</extracomment>
        <translation>t.o.v. de bewerkte regels</translation>
    </message>
    <message>
        <source>The values are a change from what the edited rules give, measured on the same games: “at most +0 decisions” is no longer than today</source>
        <translation>De waarden zijn een verandering ten opzichte van wat de bewerkte regels geven, gemeten op dezelfde spellen: „hoogstens +0 beslissingen” is niet langer dan nu</translation>
    </message>
    <message>
        <source>The base rules must come from a file to search for a rule.</source>
        <translation>De basisregels moeten uit een bestand komen om een regel te zoeken.</translation>
    </message>
    <message>
        <source>Could not make a temporary folder for the search: %1</source>
        <translation>Kon geen tijdelijke map voor de zoektocht maken: %1</translation>
    </message>
    <message>
        <source>Could not write the edited rules for the search.</source>
        <translation>Kon de bewerkte regels voor de zoektocht niet schrijven.</translation>
    </message>
    <message>
        <source>Write each list the rule may take in brackets, separated by commas: %1, [1..6]</source>
        <translation>Schrijf elke lijst die de regel mag aannemen tussen haken, gescheiden door komma’s: %1, [1..6]</translation>
    </message>
    <message>
        <source>Each other proposal differs from the first on a target where it matters (paired on the same games, corrected for the number of comparisons).</source>
        <translation>Elk ander voorstel verschilt van het eerste op een doel waar het ertoe doet (gepaard op dezelfde spellen, gecorrigeerd voor het aantal vergelijkingen).</translation>
    </message>
    <message numerus="yes">
        <source>The games cannot tell proposal(s) %1 from the first: on every target both meet it, or the difference may be nothing (paired on the same games, corrected for the number of comparisons). Choose among them by what else matters to you.</source>
        <translation>
            <numerusform>De spellen kunnen voorstel %1 niet van het eerste onderscheiden: op elk doel halen ze het allebei, of het verschil kan nul zijn (gepaard op dezelfde spellen, gecorrigeerd voor het aantal vergelijkingen). Kies ertussen op wat je verder belangrijk vindt.</numerusform>
            <numerusform>De spellen kunnen de voorstellen %1 niet van het eerste onderscheiden: op elk doel halen ze het allebei, of het verschil kan nul zijn (gepaard op dezelfde spellen, gecorrigeerd voor het aantal vergelijkingen). Kies ertussen op wat je verder belangrijk vindt.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Lists</source>
        <extracomment>Before the lists a list rule may take in a search (&quot;[1..10], [0..10]&quot;).</extracomment>
        <translation>&amp;Lijsten</translation>
    </message>
    <message>
        <source>Rules that may change</source>
        <translation>Regels die mogen veranderen</translation>
    </message>
    <message>
        <source>Remove the chosen rule</source>
        <translation>Gekozen regel verwijderen</translation>
    </message>
    <message>
        <source>Wanted value, or the lowest</source>
        <translation>Gewenste waarde, of de laagste</translation>
    </message>
    <message>
        <source>Highest wanted value, or how far from it</source>
        <translation>Hoogste gewenste waarde, of hoe ver ervan af</translation>
    </message>
    <message>
        <source>Targets</source>
        <translation>Doelen</translation>
    </message>
    <message>
        <source>Remove the chosen target</source>
        <translation>Gekozen doel verwijderen</translation>
    </message>
    <message>
        <source>Rules found</source>
        <translation>Gevonden regels</translation>
    </message>
    <message>
        <source>Chart, empty until a run</source>
        <translation>Grafiek, leeg tot een simulatie</translation>
    </message>
    <message>
        <source>Axes: %1.</source>
        <extracomment>Said of a chart by a screen reader: the titles of its axes.</extracomment>
        <translation>Assen: %1.</translation>
    </message>
    <message>
        <source>Drawn: %1.</source>
        <extracomment>Said of a chart by a screen reader: the lines, bars or points it draws.</extracomment>
        <translation>Getekend: %1.</translation>
    </message>
    <message>
        <source>House rules to play side by side</source>
        <translation>Huisregels om naast elkaar te spelen</translation>
    </message>
</context>
<context>
    <name>PrintDeckDialog</name>
    <message>
        <source>Print the &amp;backs on every other page (both sides, flip on the long edge)</source>
        <translation>&amp;Achterkanten op elke tweede pagina (dubbelzijdig, omslaan langs de lange kant)</translation>
    </message>
    <message>
        <source>Print deck: %1</source>
        <translation>Kaarten printen: %1</translation>
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
        <translation>Op&amp;slaan als PDF…</translation>
    </message>
    <message numerus="yes">
        <source>%n page(s)</source>
        <translation>
            <numerusform>%n pagina</numerusform>
            <numerusform>%n pagina&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <source>deck</source>
        <translation>kaarten</translation>
    </message>
    <message>
        <source>Save the deck as PDF</source>
        <translation>Kaarten opslaan als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The deck was not saved</source>
        <translation>De kaarten zijn niet opgeslagen</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Pagina %1 van %2</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
    <message>
        <source>Everyone (public cards only)</source>
        <translation>Iedereen (alleen openbare kaarten)</translation>
    </message>
    <message>
        <source>All cards (the game is over)</source>
        <translation>Alle kaarten (het spel is voorbij)</translation>
    </message>
    <message>
        <source>This record cannot be replayed:
%1</source>
        <translation>Dit spelverslag kan niet worden afgespeeld:
%1</translation>
    </message>
    <message>
        <source>&amp;View of:</source>
        <translation>&amp;Gezien door:</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zet %1 van %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Einde</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauze</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>Moves played</source>
        <translation>Gespeelde zetten</translation>
    </message>
    <message>
        <source>Drag to go to any move of the game</source>
        <translation>Sleep om naar elke zet van het spel te gaan</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spelverloop</translation>
    </message>
</context>
<context>
    <name>RulesControls</name>
    <message>
        <source>Left, Right</source>
        <translation>Pijltje links, rechts</translation>
    </message>
    <message>
        <source>Up, Down</source>
        <translation>Pijltje omhoog, omlaag</translation>
    </message>
    <message>
        <source>Enter, Space</source>
        <translation>Enter, spatiebalk</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Controls</source>
        <translation>Bediening</translation>
    </message>
    <message>
        <source>Everything can be played with the mouse or with the keyboard alone. What you may do now lights up on the table, and the line under the table says what the game waits for.</source>
        <translation>Alles kan met de muis of alleen met het toetsenbord gespeeld worden. Wat je nu mag doen, licht op op de tafel, en de regel onder de tafel zegt waar het spel op wacht.</translation>
    </message>
    <message>
        <source>Mouse</source>
        <translation>Muis</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>At every table</source>
        <translation>Aan elke tafel</translation>
    </message>
    <message>
        <source>A hint: the computer tries the moves you may make and marks the one it would choose. Enter or Space plays it; any other key or click is a choice of your own.</source>
        <translation>Een tip: de computer probeert de zetten die je mag doen en wijst aan welke hij zou kiezen. Enter of de spatiebalk speelt die; met een andere toets of klik kies je zelf.</translation>
    </message>
    <message>
        <source>These rules, for the game on the table.</source>
        <translation>Deze spelregels, voor het spel op tafel.</translation>
    </message>
    <message>
        <source>Save the game, or load a saved one.</source>
        <translation>Sla het spel op, of laad een opgeslagen spel.</translation>
    </message>
    <message>
        <source>A click or a key while something moves</source>
        <translation>Een klik of toets terwijl er iets beweegt</translation>
    </message>
    <message>
        <source>Shows the table as it is now; it makes no move, so nothing is played that you have not seen.</source>
        <translation>Toont de tafel zoals die nu is; er wordt geen zet gedaan, dus er wordt niets gespeeld wat je niet gezien hebt.</translation>
    </message>
    <message>
        <source>With several people at one screen, a curtain hides the table between turns. When the others look away, the next player presses Enter or Space, or clicks the button on the curtain.</source>
        <translation>Met meer mensen aan één scherm verbergt een gordijn de tafel tussen de beurten. Als de anderen wegkijken, drukt de volgende speler op Enter of de spatiebalk, of klikt op de knop op het gordijn.</translation>
    </message>
    <message>
        <source>Lets the computer players play on when they wait for you (as the Go on button beside the table does). With their pace set to Wait for a key in Settings, they wait before each of their moves.</source>
        <translation>Laat de computerspelers verder spelen als ze op je wachten (zoals de knop Verder naast de tafel). Staat hun tempo in Instellingen op Op een toets wachten, dan wachten ze voor elke zet.</translation>
    </message>
    <message>
        <source>Copy the deal number shown under the game log.</source>
        <translation>Het spelnummer onder het spelverloop kopiëren.</translation>
    </message>
    <message>
        <source>Close the guide of a guided first round.</source>
        <translation>De gids van een begeleide eerste ronde sluiten.</translation>
    </message>
    <message>
        <source>Start a new game.</source>
        <translation>Een nieuw spel beginnen.</translation>
    </message>
    <message>
        <source>Settings: the pace of the moves and of the computer players, the language and more.</source>
        <translation>Instellingen: het tempo van de zetten en van de computerspelers, de taal en meer.</translation>
    </message>
    <message>
        <source>Quit. The game is kept: the start page offers to go on with it.</source>
        <translation>Afsluiten. Het spel blijft bewaard: de startpagina biedt aan het voort te zetten.</translation>
    </message>
    <message>
        <source>Alt and an underlined letter</source>
        <translation>Alt en een onderstreepte letter</translation>
    </message>
    <message>
        <source>Opens a menu; in it, the underlined letter chooses. Everything in the menus can be done so, also what has no key of its own (restart the deal, the end of the game, a replay, back to the start page).</source>
        <translation>Opent een menu; daarin kiest de onderstreepte letter. Alles in de menu’s kan zo, ook wat geen eigen toets heeft (opnieuw met dezelfde kaarten, het einde van het spel, terugkijken, terug naar de startpagina).</translation>
    </message>
    <message>
        <source>Tab, Space, Escape in a window</source>
        <translation>Tab, spatiebalk, Esc in een venster</translation>
    </message>
    <message>
        <source>In a window that opens (the end of the game, the settings), Tab goes from one button to the next, Space presses it, Enter presses the marked one, Escape closes the window.</source>
        <translation>In een venster dat opengaat (het einde van het spel, de instellingen) gaat Tab van de ene knop naar de volgende, de spatiebalk drukt hem in, Enter drukt de gemarkeerde in, Esc sluit het venster.</translation>
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
        <translation>Spelregels: %1</translation>
    </message>
    <message>
        <source>These rules cannot be shown</source>
        <translation>Deze spelregels kunnen niet worden getoond</translation>
    </message>
    <message>
        <source>Houserules does not know the game %1.</source>
        <translation>Houserules kent het spel %1 niet.</translation>
    </message>
    <message>
        <source>The variant %1 could not be loaded:</source>
        <translation>De variant %1 kon niet worden geladen:</translation>
    </message>
    <message>
        <source>Save as &amp;PDF…</source>
        <translation>Opslaan als &amp;PDF…</translation>
    </message>
    <message>
        <source>Save the rules as PDF</source>
        <translation>Spelregels opslaan als PDF</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>The rules were not saved</source>
        <translation>De spelregels zijn niet opgeslagen</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>%1 (this game)</source>
        <translation>%1 (dit spel)</translation>
    </message>
</context>
<context>
    <name>RulesPrinter</name>
    <message>
        <source>These are the rules as published.</source>
        <translation>Dit zijn de spelregels zoals uitgegeven.</translation>
    </message>
    <message>
        <source>What this house rule changes from %1</source>
        <translation>Wat deze huisregel verandert ten opzichte van %1</translation>
    </message>
    <message>
        <source>Its numbers and its deck are those of the base.</source>
        <translation>Haar getallen en haar kaarten zijn die van de basis.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kan niet worden geschreven: %2</translation>
    </message>
</context>
<context>
    <name>SaveAsDialog</name>
    <message>
        <source>Save as a house rule</source>
        <translation>Opslaan als huisregel</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bladeren…</translation>
    </message>
    <message>
        <source>Your house rule is saved with the rules it changes and listed on the start page under its title.</source>
        <translation>Je huisregel wordt opgeslagen met de regels die hij verandert en staat onder zijn titel op de startpagina.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Bestand:</translation>
    </message>
    <message>
        <source>Save the house rule</source>
        <translation>Huisregel opslaan</translation>
    </message>
    <message>
        <source>Variants (*.yaml)</source>
        <translation>Varianten (*.yaml)</translation>
    </message>
    <message>
        <source>Give the house rule a title.</source>
        <translation>Geef de huisregel een titel.</translation>
    </message>
    <message>
        <source>Choose a file.</source>
        <translation>Kies een bestand.</translation>
    </message>
    <message>
        <source>The shipped rules cannot be changed: choose a file in another folder.</source>
        <translation>De meegeleverde regels kunnen niet worden gewijzigd: kies een bestand in een andere map.</translation>
    </message>
    <message>
        <source>This is the file of the rules it is based on: choose another name.</source>
        <translation>Dit is het bestand van de regels waarop hij is gebaseerd: kies een andere naam.</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Bestand vervangen?</translation>
    </message>
    <message>
        <source>%1 exists already. Replace it with this house rule?</source>
        <translation>%1 bestaat al. Vervangen door deze huisregel?</translation>
    </message>
    <message>
        <source>Another variant of this game is called “%1” already (%2): choose another title.</source>
        <translation>Een andere variant van dit spel heet al “%1” (%2): kies een andere titel.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>Computer &amp;players:</source>
        <translation>&amp;Computerspelers:</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Uit</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <source>Play at once</source>
        <translation>Meteen spelen</translation>
    </message>
    <message>
        <source>Card &amp;movements:</source>
        <translation>&amp;Kaartbewegingen:</translation>
    </message>
    <message>
        <source>A server&apos;s address begins with postgresql://, for example postgresql://anna@lab.example.org:5432/houserules.</source>
        <translation>Het adres van een server begint met postgresql://, bijvoorbeeld postgresql://anna@lab.example.org:5432/houserules.</translation>
    </message>
    <message>
        <source>The new notebook is used when Houserules is started again; editors open now keep the one they have.</source>
        <translation>Het nieuwe logboek wordt gebruikt wanneer Houserules opnieuw wordt gestart; editors die nu open zijn houden het hunne.</translation>
    </message>
    <message>
        <source>Every program of the team that names this server keeps its runs there, houserules-cli too.</source>
        <translation>Elk programma van het team dat deze server noemt, bewaart zijn simulaties daar, ook houserules-cli.</translation>
    </message>
    <message>
        <source>The runs are kept in a file in this computer&apos;s data folder.</source>
        <translation>De simulaties worden bewaard in een bestand in de gegevensmap van deze computer.</translation>
    </message>
    <message>
        <source>&amp;Notebook:</source>
        <extracomment>Where the playtest lab&apos;s runs are kept.</extracomment>
        <translation>&amp;Logboek:</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Op deze computer</translation>
    </message>
    <message>
        <source>On a team&apos;s PostgreSQL server</source>
        <translation>Op de PostgreSQL-server van een team</translation>
    </message>
    <message>
        <source>&amp;Server:</source>
        <translation>&amp;Server:</translation>
    </message>
    <message>
        <source>&amp;Wait for me at each new deal</source>
        <translation>&amp;Wacht op mij bij elke nieuwe deling</translation>
    </message>
    <message>
        <source>At the start of a game and of each round with new cards, the computer players wait a moment so that you can look at your hand first.</source>
        <translation>Aan het begin van een spel en van elke ronde met nieuwe kaarten wachten de computerspelers even, zodat je eerst je hand kunt bekijken.</translation>
    </message>
    <message>
        <source>How fast cards fly to their place on the table. Off: everything moves at once, and nothing fades.</source>
        <translation>Hoe snel kaarten naar hun plaats op tafel vliegen. Uit: alles verplaatst zich meteen en niets vervaagt.</translation>
    </message>
    <message>
        <source>How long computer players wait before they play, so you can follow them. Wait for a key: each of their moves waits until you press Space.</source>
        <translation>Hoe lang computerspelers wachten voor ze spelen, zodat je ze kunt volgen. Op een toets wachten: elke zet wacht tot je op de spatiebalk drukt.</translation>
    </message>
    <message>
        <source>Wait for a key</source>
        <translation>Op een toets wachten</translation>
    </message>
    <message>
        <source>C&amp;olours:</source>
        <extracomment>The colours of players, cards and charts, for people who see colours differently.</extracomment>
        <translation>Kl&amp;euren:</translation>
    </message>
    <message>
        <source>Normal</source>
        <comment>colours</comment>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Safe for colour blindness</source>
        <translation>Veilig bij kleurenblindheid</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <source>The colours of the players&apos; pieces, the cards and the lab&apos;s charts. &quot;Safe for colour blindness&quot; keeps them apart for red-green and blue-yellow colour blindness; every player&apos;s pieces also carry a shape in every palette.</source>
        <translation>De kleuren van de stukken van de spelers, de kaarten en de grafieken van het lab. ‘Veilig bij kleurenblindheid’ houdt ze uit elkaar bij rood-groen- en blauw-geelblindheid; de stukken van elke speler dragen in elk palet ook een vorm.</translation>
    </message>
    <message>
        <source>Table &amp;text size:</source>
        <translation>Tekst&amp;grootte op tafel:</translation>
    </message>
    <message>
        <source>How large the names, counts and messages on the game&apos;s table are, starting from the desktop&apos;s font size.</source>
        <translation>Hoe groot de namen, aantallen en meldingen op de speltafel zijn, uitgaande van de lettergrootte van het bureaublad.</translation>
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
        <translation>%1 (eigen variant)</translation>
    </message>
    <message>
        <source>This file holds rules for another game (%1).</source>
        <translation>Dit bestand bevat regels voor een ander spel (%1).</translation>
    </message>
    <message>
        <source>What shall we play?</source>
        <translation>Wat gaan we spelen?</translation>
    </message>
    <message>
        <source>Play against the computer or with friends at this screen. Pick the rules — as the box has them, a house rule, or your own — and start a new game.</source>
        <translation>Speel tegen de computer of met vrienden aan dit scherm. Kies de regels — zoals ze in de doos zitten, een huisregel of je eigen regels — en begin een nieuw spel.</translation>
    </message>
    <message>
        <source>Continue the last game</source>
        <translation>Verder met het laatste spel</translation>
    </message>
    <message>
        <source>Rules to play with:</source>
        <translation>Spelen met deze regels:</translation>
    </message>
    <message>
        <source>%1 (cannot be loaded)</source>
        <translation>%1 (kan niet worden geladen)</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>Open these rules in the rules editor</source>
        <translation>Deze regels openen in de regeleditor</translation>
    </message>
    <message>
        <source>New house rule…</source>
        <translation>Nieuwe huisregel…</translation>
    </message>
    <message>
        <source>Make your own rules, starting from the standard rules</source>
        <translation>Maak je eigen regels, uitgaande van de standaardregels</translation>
    </message>
    <message>
        <source>The file could not be kept.</source>
        <translation>Het bestand kon niet bewaard worden.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Het bestand is bewaard als %1.</translation>
    </message>
    <message>
        <source>The last game could not be continued: %1</source>
        <translation>Het laatste spel kon niet worden voortgezet: %1</translation>
    </message>
    <message>
        <source>The settings could not be read and start afresh.</source>
        <translation>De instellingen konden niet worden gelezen; ze beginnen weer bij de standaardwaarden.</translation>
    </message>
    <message>
        <source>Rules: %1</source>
        <translation>Regels: %1</translation>
    </message>
    <message numerus="yes">
        <source>The last game was cut short; %n decision(s) could be recovered, and Continue goes on from there.</source>
        <translation>
            <numerusform>Het vorige spel werd afgebroken; %n beslissing kon worden gered, en Verder gaat vanaf daar verder.</numerusform>
            <numerusform>Het vorige spel werd afgebroken; %n beslissingen konden worden gered, en Verder gaat vanaf daar verder.</numerusform>
        </translation>
    </message>
    <message>
        <source>Replay it</source>
        <translation>Opnieuw bekijken</translation>
    </message>
    <message>
        <source>Every move again, with every player&apos;s cards</source>
        <translation>Elke zet opnieuw, met de kaarten van alle spelers</translation>
    </message>
    <message>
        <source>Save it…</source>
        <translation>Opslaan…</translation>
    </message>
    <message>
        <source>The notebook of the lab&apos;s runs could not be read (%1); a new one was started.</source>
        <translation>Het logboek van de simulaties van het lab kon niet worden gelezen (%1); er is een nieuw begonnen.</translation>
    </message>
    <message>
        <source>The last game, played to the end: %1, %2 (%3).</source>
        <translation>Het laatste spel, uitgespeeld: %1, %2 (%3).</translation>
    </message>
    <message>
        <source>Continue: %1, %2 (%3)</source>
        <translation>Verder: %1, %2 (%3)</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Zo speel je</translation>
    </message>
    <message>
        <source>The rules chosen above, with pictures of the cards, a turn step by step and the controls</source>
        <translation>De spelregels die hierboven gekozen zijn, met afbeeldingen van de kaarten, een beurt stap voor stap en de bediening</translation>
    </message>
    <message>
        <source>To export the runs that can still be read in it: houserules-cli notebook salvage %1 --out runs.json</source>
        <translation>Zo exporteer je de simulaties die er nog in te lezen zijn: houserules-cli notebook salvage %1 --out runs.json</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) after them could not be read whole and were left out.</source>
        <translation>
            <numerusform>%n beslissing daarna kon niet in zijn geheel gelezen worden en is weggelaten.</numerusform>
            <numerusform>%n beslissingen daarna konden niet in hun geheel gelezen worden en zijn weggelaten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover of %1</source>
        <translation>Omslag van %1</translation>
    </message>
    <message>
        <source>Rules to play %1 with</source>
        <translation>Regels om %1 mee te spelen</translation>
    </message>
    <message>
        <source>New game of %1</source>
        <translation>Nieuw spel %1</translation>
    </message>
    <message>
        <source>Edit the rules of %1</source>
        <translation>Regels van %1 bewerken</translation>
    </message>
    <message>
        <source>How to play %1</source>
        <translation>Zo speel je %1</translation>
    </message>
    <message>
        <source>New house rule for %1</source>
        <translation>Nieuwe huisregel voor %1</translation>
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
        <translation>Speler</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Looking for a hint…</source>
        <translation>Op zoek naar een tip…</translation>
    </message>
    <message>
        <source>Hints are for your own turn.</source>
        <translation>Een tip krijg je alleen als je zelf aan de beurt bent.</translation>
    </message>
    <message>
        <source>Hint: the marked choice. It won %1% of the computer&apos;s trial games.</source>
        <translation>Tip: de gemarkeerde keuze. Daarmee won de computer %1% van zijn proefspellen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <source>Hint: the marked choice is your only legal move.</source>
        <translation>Tip: de gemarkeerde keuze is je enige mogelijke zet.</translation>
    </message>
    <message>
        <source>How the game ended</source>
        <extracomment>What a screen reader says of the table&apos;s result line (&quot;Ann won with 20 points&quot;).</extracomment>
        <translation>Hoe het spel is afgelopen</translation>
    </message>
</context>
<context>
    <name>TitlesPanel</name>
    <message>
        <source>The name and a sentence about these rules, as the start page shows them. A language left empty shows the English ones.</source>
        <translation>De naam van deze regels en een zin erover, zoals de startpagina ze toont. Een taal die leeg blijft, toont de Engelse.</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(geen)</translation>
    </message>
    <message>
        <source>Title in %1</source>
        <translation>Titel (%1)</translation>
    </message>
    <message>
        <source>Description in %1</source>
        <translation>Beschrijving (%1)</translation>
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
        <translation>cirkel</translation>
    </message>
    <message>
        <source>triangle</source>
        <translation>driehoek</translation>
    </message>
    <message>
        <source>square</source>
        <translation>vierkant</translation>
    </message>
    <message>
        <source>diamond</source>
        <extracomment>The shape on a player&apos;s pieces, not the gem.</extracomment>
        <translation>ruit</translation>
    </message>
    <message>
        <source>star</source>
        <translation>ster</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>kruis</translation>
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
        <translation>%1 weg</translation>
    </message>
    <message>
        <source>%1 added</source>
        <translation>%1 erbij</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>A value given for a number of players that the other rules do not give.</extracomment>
        <translation>geen</translation>
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
        <translation>Houserules kent het spel %1 niet.</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 wijzigen</translation>
    </message>
    <message>
        <source>Reset %1 to the base</source>
        <translation>%1 terug naar de basis</translation>
    </message>
    <message>
        <source>Reset everything to the base</source>
        <translation>Alles terug naar de basis</translation>
    </message>
    <message>
        <source>Change the title</source>
        <translation>Titel wijzigen</translation>
    </message>
    <message>
        <source>Change the description</source>
        <translation>Beschrijving wijzigen</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Hernoemen</translation>
    </message>
    <message>
        <source>%1 holds the base rules these rules extend: save them under another name.</source>
        <translation>%1 bevat de basisregels waarop deze regels voortbouwen: sla ze onder een andere naam op.</translation>
    </message>
    <message>
        <source>The game would reject these rules:
%1</source>
        <translation>Het spel zou deze regels weigeren:
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
        <translation>Waarde</translation>
    </message>
    <message>
        <source>Base value</source>
        <translation>Basiswaarde</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschrijving</translation>
    </message>
    <message>
        <source>Base value: %1</source>
        <translation>Basiswaarde: %1</translation>
    </message>
    <message>
        <source>Not in the base</source>
        <translation>Niet in de basis</translation>
    </message>
</context>
<context>
    <name>WeBreakdown</name>
    <message>
        <source>1. The shares by business</source>
        <translation>1. De aandelen per zaak</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>%1 (%2 shares)</source>
        <translation>%1 (%2 aandelen)</translation>
    </message>
    <message>
        <source>%1 ✓ = %2</source>
        <extracomment>A complete business in the breakdown: all its shares, counting as more, e.g. &quot;4 ✓ = 5&quot;.</extracomment>
        <translation>%1 ✓ = %2</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Volledige zaken</translation>
    </message>
    <message>
        <source>Shares counted</source>
        <translation>Getelde aandelen</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>In the game</source>
        <translation>In het spel</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>broke: out</source>
        <translation>blut: uit</translation>
    </message>
    <message>
        <source>Each share counts 1; all the shares of one business in one hand count %1.</source>
        <translation>Elk aandeel telt 1; alle aandelen van één zaak in één hand tellen %1.</translation>
    </message>
    <message>
        <source>2. The winner</source>
        <translation>2. De winnaar</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares and %3: they share the win.</source>
        <translation>%1 staan gelijk met %2 aandelen en %3: zij delen de winst.</translation>
    </message>
    <message>
        <source>%1 are equal on %2 shares; the most money decides: %3 wins with %4.</source>
        <translation>%1 staan gelijk met %2 aandelen; het meeste geld beslist: %3 wint met %4.</translation>
    </message>
    <message>
        <source>%1 wins with %2 shares counted.</source>
        <translation>%1 wint met %2 getelde aandelen.</translation>
    </message>
    <message>
        <source>3. The gunfighters</source>
        <translation>3. De revolverhelden</translation>
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
        <translation>Aandelen aan het eind</translation>
    </message>
    <message>
        <source>Complete businesses</source>
        <translation>Volledige zaken</translation>
    </message>
    <message>
        <source>Bills at the end</source>
        <translation>Biljetten aan het eind</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>Players go broke %1 points more often (±%2).</source>
        <translation>Spelers gaan %1 procentpunt vaker blut (±%2).</translation>
    </message>
    <message>
        <source>Players go broke %1 points less often (±%2).</source>
        <translation>Spelers gaan %1 procentpunt minder vaak blut (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points more often (±%2).</source>
        <translation>Plaats %3 gaat %1 procentpunt vaker blut (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 goes broke %1 points less often (±%2).</source>
        <translation>Plaats %3 gaat %1 procentpunt minder vaak blut (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more shares (±%2).</source>
        <translation>Spelers eindigen met %1 aandelen meer (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer shares (±%2).</source>
        <translation>Spelers eindigen met %1 aandelen minder (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more shares (±%2).</source>
        <translation>Plaats %3 eindigt met %1 aandelen meer (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer shares (±%2).</source>
        <translation>Plaats %3 eindigt met %1 aandelen minder (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 more businesses a game (±%2).</source>
        <translation>Spelers maken %1 zaken meer per spel volledig (±%2).</translation>
    </message>
    <message>
        <source>Players complete %1 fewer businesses a game (±%2).</source>
        <translation>Spelers maken %1 zaken minder per spel volledig (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 more businesses a game (±%2).</source>
        <translation>Plaats %3 maakt %1 zaken meer per spel volledig (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 completes %1 fewer businesses a game (±%2).</source>
        <translation>Plaats %3 maakt %1 zaken minder per spel volledig (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 more bills (±%2).</source>
        <translation>Spelers eindigen met %1 biljetten meer (±%2).</translation>
    </message>
    <message>
        <source>Players end with %1 fewer bills (±%2).</source>
        <translation>Spelers eindigen met %1 biljetten minder (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 more bills (±%2).</source>
        <translation>Plaats %3 eindigt met %1 biljetten meer (±%2).</translation>
    </message>
    <message>
        <source>Seat %3 ends with %1 fewer bills (±%2).</source>
        <translation>Plaats %3 eindigt met %1 biljetten minder (±%2).</translation>
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
        <translation>Je landt op de cowboy van %1 en valt aan: je noemt een zaak waarvan jullie allebei aandelen hebben, en wie het gevecht verliest, geeft er één aandeel van af.</translation>
    </message>
    <message>
        <source>A star field: you may draw a share from the star deck (%1 left). Shares win the game.</source>
        <translation>Een sterveld: je mag een aandeel van de sterstapel trekken (nog %1). Aandelen winnen het spel.</translation>
    </message>
    <message>
        <source>A dollar field: draw a share from the dollar deck (%1 left), call a payday, or rob the bank.</source>
        <translation>Een dollarveld: trek een aandeel van de dollarstapel (nog %1), roep betaaldag uit, of beroof de bank.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, each roll staking a share, and the best hand takes the pot.</source>
        <translation>Een aasveld: iedereen speelt pokerdobbelen, elke worp zet een aandeel in, en de beste worp wint de pot.</translation>
    </message>
    <message>
        <source>An ace field: everybody plays poker dice, %1 a roll, and the best hand takes the pot.</source>
        <translation>Een aasveld: iedereen speelt pokerdobbelen, %1 per worp, en de beste worp wint de pot.</translation>
    </message>
    <message>
        <source>A dice field: everybody bets chips on the hasard board, and you roll the three dice.</source>
        <translation>Een dobbelsteenveld: iedereen zet fiches op het hasardbord, en jij werpt de drie dobbelstenen.</translation>
    </message>
    <message>
        <source>Nothing happens on a stone field; the trial games found the other fields in reach worse for you this time.</source>
        <translation>Op een steenveld gebeurt niets; in de proefspellen waren de andere bereikbare velden deze keer slechter voor je.</translation>
    </message>
    <message>
        <source>Passing costs nothing; you keep your money for a better chance.</source>
        <translation>Passen kost niets; je houdt je geld voor een betere kans.</translation>
    </message>
    <message>
        <source>Draw the top share: you see it first, and putting it back before you roll its price is free.</source>
        <translation>Trek het bovenste aandeel: je ziet het eerst, en het terugleggen voordat je de prijs werpt, is gratis.</translation>
    </message>
    <message>
        <source>Payday brings you %1: %2 for each of your shares, and a whole business counts %3.</source>
        <translation>Betaaldag levert je %1 op: %2 per aandeel, en een hele zaak telt als %3.</translation>
    </message>
    <message>
        <source>Rob the bank: if nobody rolls higher than you, you get %1; if someone does, they get %2 and you sit out %3 turns.</source>
        <translation>Beroof de bank: werpt niemand hoger dan jij, dan krijg je %1; lukt het iemand wel, dan krijgt die %2 en sla jij %3 beurten over.</translation>
    </message>
    <message>
        <source>a share</source>
        <translation>een aandeel</translation>
    </message>
    <message>
        <source>Stand with %1 and save the %2 another roll would cost.</source>
        <translation>Blijf staan met %1 en bespaar de %2 die een nieuwe worp zou kosten.</translation>
    </message>
    <message>
        <source>Roll all five dice again (%1): nothing in this roll is worth keeping.</source>
        <translation>Werp alle vijf de stenen opnieuw (%1): niets in deze worp is het houden waard.</translation>
    </message>
    <message>
        <source>Keep %1 and roll the others again (%2): a better combination beats %3.</source>
        <translation>Houd %1 en werp de andere opnieuw (%2): een betere combinatie verslaat %3.</translation>
    </message>
    <message>
        <source>Done: the chips you keep can be bet at the next game of hasard.</source>
        <translation>Klaar: de fiches die je houdt, kun je bij het volgende hasard inzetten.</translation>
    </message>
    <message>
        <source>Buy a chip back for %1: only chips can be bet, and a winning chip comes back with its pay.</source>
        <translation>Koop een fiche terug voor %1: alleen fiches kun je inzetten, en een winnende fiche komt terug met de uitbetaling.</translation>
    </message>
    <message>
        <source>%1 wins almost half the time and pays %2 a chip.</source>
        <translation>%1 wint bijna de helft van de keren en betaalt %2 per fiche.</translation>
    </message>
    <message>
        <source>%1 wins less often than LOW or HIGH but pays %2 a chip.</source>
        <translation>%1 wint minder vaak dan LAAG of HOOG, maar betaalt %2 per fiche.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 and a share from the star deck.</source>
        <translation>%1 is zeldzaam, maar betaalt %2 en een aandeel van de sterstapel.</translation>
    </message>
    <message>
        <source>%1 is rare, but pays %2 a chip.</source>
        <translation>%1 is zeldzaam, maar betaalt %2 per fiche.</translation>
    </message>
    <message>
        <source>Roll three dice and walk your cowboy along the street, %1 fields a side: star and dollar fields sell shares, ace fields start poker, dice fields hasard. You start with %2 and %3 chips; your gunfighter&apos;s stars are yours alone. The most shares wins, and a whole business counts %4.</source>
        <translation>Werp drie dobbelstenen en loop met je cowboy door de straat, %1 velden per kant: ster- en dollarvelden verkopen aandelen, aasvelden beginnen poker, dobbelsteenvelden hasard. Je begint met %2 en %3 fiches; de sterren van je revolverheld kent alleen jij. De meeste aandelen winnen, en een hele zaak telt als %4.</translation>
    </message>
    <message>
        <source>Put it back now, for free: its price is three dice minus your %1 stars in %2, and after the roll, putting it back costs %3.</source>
        <translation>Leg het nu gratis terug: de prijs is drie dobbelstenen min je %1 sterren in %2, en na de worp kost terugleggen %3.</translation>
    </message>
    <message>
        <source>Roll for its price: three dice minus your %1 stars in %2, so about %3 on average.</source>
        <translation>Werp voor de prijs: drie dobbelstenen min je %1 sterren in %2, gemiddeld dus ongeveer %3.</translation>
    </message>
    <message>
        <source>Buy it: every share counts at the end, and %1 is worth paying; you keep %2.</source>
        <translation>Koop het: elk aandeel telt aan het einde, en %1 is het waard; je houdt %2 over.</translation>
    </message>
    <message>
        <source>%1 is too much: putting the share back costs only %2.</source>
        <translation>%1 is te veel: het aandeel terugleggen kost maar %2.</translation>
    </message>
    <message>
        <source>Fight for %1: you hold %2 of its shares, %3 holds %4; the loser hands one over.</source>
        <translation>Vecht om %1: jij hebt %2 aandelen ervan, %3 heeft er %4; de verliezer geeft er één af.</translation>
    </message>
    <message>
        <source>%1: your gunfighter has %2 stars there, added to your three dice. A tie goes to you, the defender.</source>
        <translation>%1: je revolverheld heeft daar %2 sterren, die bij je drie dobbelstenen komen. Bij gelijkspel win jij, de verdediger.</translation>
    </message>
    <message>
        <source>%1: you hold %2 of %3&apos;s %4 shares, and a whole business is what counts most at the end.</source>
        <translation>%1: je hebt %2 van de %4 aandelen van %3, en een hele zaak telt aan het einde het zwaarst.</translation>
    </message>
    <message>
        <source>Pay %1 to each other player and your cowboy keeps moving.</source>
        <translation>Betaal elke andere speler %1, dan blijft je cowboy in beweging.</translation>
    </message>
    <message numerus="yes">
        <source>Sit out %n turn(s) and keep your money; you still play poker and hasard meanwhile.</source>
        <translation>
            <numerusform>Sla %n beurt over en houd je geld; poker en hasard speel je intussen gewoon mee.</numerusform>
            <numerusform>Sla %n beurten over en houd je geld; poker en hasard speel je intussen gewoon mee.</numerusform>
        </translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll stakes one of your shares.</source>
        <translation>Een aasveld begint poker: elke worp zet een van je aandelen in.</translation>
    </message>
    <message>
        <source>An ace field starts poker: each roll costs you %1.</source>
        <translation>Een aasveld begint poker: elke worp kost je %1.</translation>
    </message>
    <message>
        <source>Buying costs %1 of your %2.</source>
        <translation>Kopen kost %1 van je %2.</translation>
    </message>
    <message>
        <source>Putting the share back costs a fee of %1.</source>
        <translation>Het aandeel terugleggen kost %1.</translation>
    </message>
    <message>
        <source>Another roll stakes one of your shares.</source>
        <translation>Nog een worp zet een van je aandelen in.</translation>
    </message>
    <message>
        <source>Another roll costs %1.</source>
        <translation>Nog een worp kost %1.</translation>
    </message>
    <message>
        <source>Paying costs you %1: %2 to each of the %3 other players.</source>
        <translation>Betalen kost je %1: %2 aan elk van de %3 andere spelers.</translation>
    </message>
    <message>
        <source>A chip costs %1 of your %2.</source>
        <translation>Een fiche kost %1 van je %2.</translation>
    </message>
    <message>
        <source>A chip that loses goes to the bank.</source>
        <translation>Een fiche die verliest, gaat naar de bank.</translation>
    </message>
</context>
<context>
    <name>WeLog</name>
    <message numerus="yes">
        <source>%n bill(s)</source>
        <translation>
            <numerusform>%n biljet</numerusform>
            <numerusform>%n biljetten</numerusform>
        </translation>
    </message>
    <message>
        <source>off the street</source>
        <translation>buiten de straat</translation>
    </message>
    <message>
        <source>north %1 (%2)</source>
        <extracomment>A field: its sidewalk and number, then its kind, e.g. &quot;north 7 (Star field)&quot;.</extracomment>
        <translation>noord %1 (%2)</translation>
    </message>
    <message>
        <source>south %1 (%2)</source>
        <translation>zuid %1 (%2)</translation>
    </message>
    <message>
        <source>%1 draws a gunfighter in secret.</source>
        <translation>%1 trekt in het geheim een revolverheld.</translation>
    </message>
    <message>
        <source>%1 draws %2 (a secret from the others).</source>
        <translation>%1 trekt %2 (geheim voor de anderen).</translation>
    </message>
    <message>
        <source>Round %1 of %2.</source>
        <translation>Ronde %1 van %2.</translation>
    </message>
    <message>
        <source>Round %1.</source>
        <translation>Ronde %1.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 sits out this turn (%n more to sit out).</source>
        <translation>
            <numerusform>%1 slaat deze beurt over (nog %n over te slaan).</numerusform>
            <numerusform>%1 slaat deze beurt over (nog %n over te slaan).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rolls %2.</source>
        <translation>%1 werpt %2.</translation>
    </message>
    <message>
        <source>%1 has no move with these dice and stays.</source>
        <translation>%1 kan met deze worp niet zetten en blijft staan.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy comes onto the street at %2.</source>
        <translation>De cowboy van %1 komt de straat op bij %2.</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy goes from %2 to %3.</source>
        <translation>De cowboy van %1 gaat van %2 naar %3.</translation>
    </message>
    <message>
        <source>%1 attacks %2!</source>
        <translation>%1 valt %2 aan!</translation>
    </message>
    <message>
        <source>%1 fights for %2.</source>
        <translation>%1 vecht om %2.</translation>
    </message>
    <message>
        <source>%1 chooses to fight with %2.</source>
        <translation>%1 kiest om te vechten met %2.</translation>
    </message>
    <message>
        <source>%1 rolls %2: %3 with the stars.</source>
        <translation>%1 werpt %2: %3 met de sterren.</translation>
    </message>
    <message>
        <source>%1 wins %2 from %3.</source>
        <translation>%1 wint %2 van %3.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the dollar deck.</source>
        <translation>%1 trekt %2 van de dollarstapel.</translation>
    </message>
    <message>
        <source>%1 draws %2 from the star deck.</source>
        <translation>%1 trekt %2 van de sterstapel.</translation>
    </message>
    <message>
        <source>%1 puts %2 back under its deck.</source>
        <translation>%1 legt %2 terug onder de stapel.</translation>
    </message>
    <message>
        <source>%1 rolls %2 for %3: the price is %4.</source>
        <translation>%1 werpt %2 voor %3: de prijs is %4.</translation>
    </message>
    <message>
        <source>%1 buys %2 for %3.</source>
        <translation>%1 koopt %2 voor %3.</translation>
    </message>
    <message>
        <source>%1 puts %2 back and pays a fee of %3.</source>
        <translation>%1 legt %2 terug en betaalt %3.</translation>
    </message>
    <message>
        <source>Payday! %1 collects %2.</source>
        <translation>Betaaldag! %1 int %2.</translation>
    </message>
    <message>
        <source>%1 robs the bank and rolls %2: %3.</source>
        <translation>%1 berooft de bank en werpt %2: %3.</translation>
    </message>
    <message>
        <source>%1 chases the robber and rolls %2: %3.</source>
        <translation>%1 achtervolgt de rover en werpt %2: %3.</translation>
    </message>
    <message>
        <source>%1 catches %2 and gets a reward of %3.</source>
        <translation>%1 vangt %2 en krijgt een beloning van %3.</translation>
    </message>
    <message>
        <source>%1 escapes with %2!</source>
        <translation>%1 ontsnapt met %2!</translation>
    </message>
    <message>
        <source>%1 is on an ace field: poker for everyone!</source>
        <translation>%1 staat op een aasveld: poker voor iedereen!</translation>
    </message>
    <message>
        <source>%1 stakes %2.</source>
        <translation>%1 zet %2 in.</translation>
    </message>
    <message>
        <source>%1 puts %2 into the pot.</source>
        <translation>%1 legt %2 in de pot.</translation>
    </message>
    <message>
        <source>%1 rolls again: %2 — %3.</source>
        <translation>%1 werpt opnieuw: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls off the tie: %2 — %3.</source>
        <translation>%1 werpt om de gelijkstand: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 rolls the poker dice: %2 — %3.</source>
        <translation>%1 werpt de pokerdobbelstenen: %2 — %3.</translation>
    </message>
    <message>
        <source>%1 stands.</source>
        <translation>%1 blijft staan.</translation>
    </message>
    <message>
        <source>Five of a kind! %1 is caught cheating.</source>
        <translation>Vijf gelijke! %1 is betrapt op vals spel.</translation>
    </message>
    <message>
        <source>%1 pays each other player %2.</source>
        <translation>%1 betaalt elke andere speler %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 will sit out %n more turn(s).</source>
        <translation>
            <numerusform>%1 slaat nog %n beurt over.</numerusform>
            <numerusform>%1 slaat nog %n beurten over.</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie between %1: they roll again.</source>
        <translation>Gelijkstand tussen %1: zij werpen opnieuw.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the pot: %2 and %n share(s).</source>
        <translation>
            <numerusform>%1 wint de pot: %2 en %n aandeel.</numerusform>
            <numerusform>%1 wint de pot: %2 en %n aandelen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 wins the pot: %2.</source>
        <translation>%1 wint de pot: %2.</translation>
    </message>
    <message>
        <source>Nobody can win the pot: %1 go to the bank.</source>
        <translation>Niemand kan de pot winnen: %1 gaan naar de bank.</translation>
    </message>
    <message>
        <source>%1 is on a dice field: hasard for everyone!</source>
        <translation>%1 staat op een dobbelsteenveld: hasard voor iedereen!</translation>
    </message>
    <message>
        <source>%1 buys a chip back for %2.</source>
        <translation>%1 koopt een fiche terug voor %2.</translation>
    </message>
    <message>
        <source>%1 bets a chip on %2.</source>
        <translation>%1 zet een fiche op %2.</translation>
    </message>
    <message>
        <source>%1 rolls the hasard dice: %2 (%3).</source>
        <translation>%1 werpt de hasarddobbelstenen: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 wins %2 on %3.</source>
        <translation>%1 wint %2 op %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n chip(s) on %2 to the bank.</source>
        <translation>
            <numerusform>%1 verliest %n fiche op %2 aan de bank.</numerusform>
            <numerusform>%1 verliest %n fiches op %2 aan de bank.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 also wins %2 from the star deck.</source>
        <translation>%1 wint ook %2 van de sterstapel.</translation>
    </message>
    <message>
        <source>%1 sells %2 to the bank for %3.</source>
        <translation>%1 verkoopt %2 aan de bank voor %3.</translation>
    </message>
    <message>
        <source>%1 is out of money and gets a one-time credit of %2.</source>
        <translation>%1 zit zonder geld en krijgt een eenmalig krediet van %2.</translation>
    </message>
    <message>
        <source>%1 is broke and out of the game.</source>
        <translation>%1 is blut en uit het spel.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 wins with %n share(s) counted and %2.</source>
        <translation>
            <numerusform>%1 wint met %n geteld aandeel en %2.</numerusform>
            <numerusform>%1 wint met %n getelde aandelen en %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 share the win with %n share(s) counted and %2 each.</source>
        <translation>
            <numerusform>%1 delen de winst met elk %n geteld aandeel en %2.</numerusform>
            <numerusform>%1 delen de winst met elk %n getelde aandelen en %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes nothing on %2.</source>
        <translation>%1 neemt niets op %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 bets %n chip(s) on %2.</source>
        <translation>
            <numerusform>%1 zet %n fiche op %2.</numerusform>
            <numerusform>%1 zet %n fiches op %2.</numerusform>
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
        <translation>Kruidenier</translation>
    </message>
    <message>
        <source>Livery Stable</source>
        <translation>Stalhouderij</translation>
    </message>
    <message>
        <source>Barber Shop</source>
        <translation>Kapperszaak</translation>
    </message>
    <message>
        <source>Blacksmith</source>
        <translation>Smidse</translation>
    </message>
    <message>
        <source>Grand Hotel</source>
        <translation>Grand Hotel</translation>
    </message>
    <message>
        <source>Gunsmith</source>
        <translation>Wapensmid</translation>
    </message>
    <message>
        <source>Stagecoach Line</source>
        <translation>Postkoetslijn</translation>
    </message>
    <message>
        <source>Assay Office</source>
        <translation>Goudkeuring</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligentie</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Kracht</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Behendigheid</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Steenveld</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Sterveld</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollarveld</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Aasveld</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Dobbelsteenveld</translation>
    </message>
    <message>
        <source>LOW (4–10)</source>
        <translation>LAAG (4–10)</translation>
    </message>
    <message>
        <source>HIGH (11–17)</source>
        <translation>HOOG (11–17)</translation>
    </message>
    <message>
        <source>Any pair</source>
        <translation>Willekeurig paar</translation>
    </message>
    <message>
        <source>Pair of 1s</source>
        <translation>Paar enen</translation>
    </message>
    <message>
        <source>Pair of 2s</source>
        <translation>Paar tweeën</translation>
    </message>
    <message>
        <source>Pair of 3s</source>
        <translation>Paar drieën</translation>
    </message>
    <message>
        <source>Pair of 4s</source>
        <translation>Paar vieren</translation>
    </message>
    <message>
        <source>Pair of 5s</source>
        <translation>Paar vijven</translation>
    </message>
    <message>
        <source>Pair of 6s</source>
        <translation>Paar zessen</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <extracomment>The king on a poker die (one letter).</extracomment>
        <translation>H</translation>
    </message>
    <message>
        <source>A</source>
        <extracomment>The ace on a poker die (one letter).</extracomment>
        <translation>A</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>a pair</source>
        <translation>een paar</translation>
    </message>
    <message>
        <source>two pairs</source>
        <translation>twee paren</translation>
    </message>
    <message>
        <source>three of a kind</source>
        <translation>drie gelijke</translation>
    </message>
    <message>
        <source>a straight</source>
        <translation>een straat</translation>
    </message>
    <message>
        <source>a full house</source>
        <translation>een full house</translation>
    </message>
    <message>
        <source>four of a kind</source>
        <translation>vier gelijke</translation>
    </message>
    <message>
        <source>five of a kind (a cheat)</source>
        <translation>vijf gelijke (vals gespeeld)</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <source>black</source>
        <translation>zwart</translation>
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
        <translation>De hoofdstraat heeft twee trottoirs van elk %1 velden, genummerd 1 tot %1 van west naar oost; veld 1 van elk is een steenveld om te beginnen, en velden met hetzelfde nummer liggen tegenover elkaar.</translation>
    </message>
    <message>
        <source>nothing happens.</source>
        <translation>er gebeurt niets.</translation>
    </message>
    <message>
        <source>draw the top share of the star deck, if you like.</source>
        <translation>trek als je wilt het bovenste aandeel van de sterstapel.</translation>
    </message>
    <message>
        <source>draw the top share of the dollar deck, call a payday, or rob the bank.</source>
        <translation>trek het bovenste aandeel van de dollarstapel, roep betaaldag uit, of beroof de bank.</translation>
    </message>
    <message>
        <source>everybody plays poker dice.</source>
        <translation>iedereen speelt pokerdobbelen.</translation>
    </message>
    <message>
        <source>everybody plays hasard against the bank.</source>
        <translation>iedereen speelt hasard tegen de bank.</translation>
    </message>
    <message numerus="yes">
        <source>Each player draws a gunfighter in secret: four attributes (Intelligence, Speed, Strength, Dexterity) with 3 to 6 stars each. Everybody starts with %1 and %n chip(s) of their colour.</source>
        <translation>
            <numerusform>Elke speler trekt in het geheim een revolverheld: vier eigenschappen (Intelligentie, Snelheid, Kracht, Behendigheid) met elk 3 tot 6 sterren. Iedereen begint met %1 en %n fiche in zijn kleur.</numerusform>
            <numerusform>Elke speler trekt in het geheim een revolverheld: vier eigenschappen (Intelligentie, Snelheid, Kracht, Behendigheid) met elk 3 tot 6 sterren. Iedereen begint met %1 en %n fiches in zijn kleur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n share(s))</source>
        <translation>
            <numerusform>%1 (%n aandeel)</numerusform>
            <numerusform>%1 (%n aandelen)</numerusform>
        </translation>
    </message>
    <message>
        <source>The businesses of the star deck: %1.</source>
        <translation>De zaken van de sterstapel: %1.</translation>
    </message>
    <message>
        <source>The businesses of the dollar deck: %1.</source>
        <translation>De zaken van de dollarstapel: %1.</translation>
    </message>
    <message>
        <source>Each share names the attribute that sets its price.</source>
        <translation>Elk aandeel noemt de eigenschap die de prijs bepaalt.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Een beurt</translation>
    </message>
    <message>
        <source>Roll three dice. Walk two of them, each east or west as you like; the third crosses the street to the field opposite, or is forfeited. Each walk must stay on the street.</source>
        <translation>Werp drie dobbelstenen. Loop met twee ervan, elk naar het oosten of westen; met de derde steek je over naar het veld ertegenover, of hij vervalt. Elke stap moet op de straat blijven.</translation>
    </message>
    <message>
        <source>A cowboy waiting off the street starts on field 1 of the sidewalk his player chooses.</source>
        <translation>Een cowboy die buiten de straat wacht, begint op veld 1 van het trottoir dat zijn speler kiest.</translation>
    </message>
    <message>
        <source>Only the field where you stop counts: it must be free, or hold a single cowboy you attack. Two cowboys on one field is the most.</source>
        <translation>Alleen het veld waar je stopt telt: het moet vrij zijn, of er staat precies één cowboy die je aanvalt. Hooguit twee cowboys op één veld.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <source>On a star or dollar field you may draw the deck&apos;s top share. Put it back under the deck for free, or roll three dice: the sum minus your stars for the share&apos;s attribute (at least 0) is its price. Pay it, or put the share back for a fee of %1.</source>
        <translation>Op een ster- of dollarveld mag je het bovenste aandeel van de stapel trekken. Leg het gratis terug onder de stapel, of werp drie dobbelstenen: de som min je sterren voor de eigenschap van het aandeel (minstens 0) is de prijs. Betaal die, of leg het aandeel terug voor %1.</translation>
    </message>
    <message>
        <source>On a dollar field you may call a payday instead: %1 per share you own; all %2 shares of one business count as %3.</source>
        <translation>Op een dollarveld mag je in plaats daarvan betaaldag uitroepen: %1 per aandeel in bezit; alle %2 aandelen van één zaak tellen als %3.</translation>
    </message>
    <message>
        <source>Bank robbery</source>
        <translation>Bankoverval</translation>
    </message>
    <message>
        <source>On a dollar field you may rob the bank: roll three dice. Each other player in turn rolls three dice once; the first to roll higher catches you and gets %1, and you sit out %2 turn(s) and start again off the street. If nobody rolls higher, you escape with %3.</source>
        <translation>Op een dollarveld mag je de bank beroven: werp drie dobbelstenen. Elke andere speler werpt om de beurt één keer drie dobbelstenen; wie als eerste hoger werpt, vangt je en krijgt %1, en jij slaat %2 beurt(en) over en begint opnieuw buiten de straat. Werpt niemand hoger, dan ontsnap je met %3.</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Aanval</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if you both own a share of some business.</source>
        <translation>Je mag je zet eindigen op het veld van één cowboy als jullie allebei een aandeel van dezelfde zaak hebben.</translation>
    </message>
    <message>
        <source>You may end your move on a single cowboy&apos;s field if he owns a share.</source>
        <translation>Je mag je zet eindigen op het veld van één cowboy als hij een aandeel heeft.</translation>
    </message>
    <message>
        <source>You name the business, he names the attribute; both roll three dice and add their stars for it. The higher total wins, a tie goes to the defender; the loser hands one of his shares of that business to the winner.</source>
        <translation>Jij noemt de zaak, hij de eigenschap; beiden werpen drie dobbelstenen en tellen hun sterren ervoor op. Het hoogste totaal wint, bij gelijkspel wint de verdediger; de verliezer geeft een van zijn aandelen van die zaak aan de winnaar.</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll stakes one of your shares (%1 without shares).</source>
        <translation>Op een aasveld speelt iedereen pokerdobbelen, om de beurt vanaf de speler die er landde. Elke worp zet een van je aandelen in (%1 zonder aandelen).</translation>
    </message>
    <message>
        <source>On an ace field everybody plays poker dice, in turn from the player who landed. Each roll costs %1 for the pot.</source>
        <translation>Op een aasveld speelt iedereen pokerdobbelen, om de beurt vanaf de speler die er landde. Elke worp kost %1 voor de pot.</translation>
    </message>
    <message>
        <source>Roll the five dice, then stand or keep some and roll the others once more. From low to high: a pair, two pairs, three of a kind, a straight, a full house, four of a kind; equal combinations compare their dice (A, K, Q, J, 10, 9). The best wins the pot; a tie rolls again.</source>
        <translation>Werp de vijf dobbelstenen, blijf dan staan of houd er enkele en werp de rest nog eens. Van laag naar hoog: een paar, twee paren, drie gelijke, een straat, een full house, vier gelijke; gelijke combinaties vergelijken hun stenen (A, H, V, B, 10, 9). De beste wint de pot; bij gelijkspel wordt opnieuw geworpen.</translation>
    </message>
    <message>
        <source>Five of a kind is a cheat: the roll counts for nothing, and the cheat pays each other player %1 or sits out %2 turn(s).</source>
        <translation>Vijf gelijke is vals spel: de worp telt niet, en de valsspeler betaalt elke andere speler %1 of slaat %2 beurt(en) over.</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>On a dice field everybody bets chips against the bank, at least one each; a chip lost to the bank can be bought back for %1. The player who landed rolls three dice once. A winning chip comes back with its prize; a losing one goes to the bank.</source>
        <translation>Op een dobbelsteenveld zet iedereen fiches in tegen de bank, minstens één elk; een aan de bank verloren fiche kan voor %1 worden teruggekocht. De speler die er landde werpt één keer drie dobbelstenen. Een winnende fiche komt terug met zijn prijs; een verliezende gaat naar de bank.</translation>
    </message>
    <message>
        <source>pays %1.</source>
        <translation>betaalt %1.</translation>
    </message>
    <message>
        <source>two dice alike (three count too): pays %1.</source>
        <translation>twee gelijke stenen (drie tellen ook): betaalt %1.</translation>
    </message>
    <message>
        <source>A named pair:</source>
        <translation>Een bepaald paar:</translation>
    </message>
    <message>
        <source>pays %1 and the star deck&apos;s top share.</source>
        <translation>betaalt %1 en het bovenste aandeel van de sterstapel.</translation>
    </message>
    <message>
        <source>Out of money</source>
        <translation>Zonder geld</translation>
    </message>
    <message>
        <source>A player who must pay and is short of cash sells shares of his choice to the bank for %1 each.</source>
        <translation>Een speler die moet betalen en te weinig geld heeft, verkoopt aandelen naar keuze aan de bank voor %1 per stuk.</translation>
    </message>
    <message>
        <source>With neither money nor shares he gets a one-time credit of %1; broke a second time, he is out of the game.</source>
        <translation>Zonder geld en aandelen krijgt hij een eenmalig krediet van %1; een tweede keer blut, dan ligt hij uit het spel.</translation>
    </message>
    <message>
        <source>With neither money nor shares he is out of the game.</source>
        <translation>Zonder geld en aandelen ligt hij uit het spel.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty, or after round %1.</source>
        <translation>Het spel eindigt als beide stapels aandelen leeg zijn, of na ronde %1.</translation>
    </message>
    <message>
        <source>The game ends when both share decks are empty.</source>
        <translation>Het spel eindigt als beide stapels aandelen leeg zijn.</translation>
    </message>
    <message>
        <source>The most shares wins; all the shares of one business count as %1. Between equal holdings the most money wins; still equal, they share the win.</source>
        <translation>De meeste aandelen winnen; alle aandelen van één zaak tellen als %1. Bij gelijke aantallen wint het meeste geld; nog steeds gelijk, dan delen ze de winst.</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Het einde</translation>
    </message>
    <message>
        <source>Rules reference for the variant “%1”.</source>
        <translation>Spelregels voor de variant ‘%1’.</translation>
    </message>
    <message>
        <source>This variant: %1</source>
        <translation>Deze variant: %1</translation>
    </message>
    <message>
        <source>The idea</source>
        <translation>Het idee</translation>
    </message>
    <message>
        <source>Gunfighters walk the main street of Jolly Town buying shares of its businesses, gambling, robbing the bank and fighting each other for shares. The most shares win.</source>
        <translation>Revolverhelden lopen door de hoofdstraat van Jolly Town, kopen aandelen van de zaken, gokken, beroven de bank en vechten om aandelen. De meeste aandelen winnen.</translation>
    </message>
    <message>
        <source>Click a die, then a direction</source>
        <translation>Klik op een dobbelsteen, dan op een richting</translation>
    </message>
    <message>
        <source>Walk that die west or east, or cross the street with it. A lit field can be clicked at once: the move that gets there is made.</source>
        <translation>Loop die dobbelsteen naar west of oost, of steek er de straat mee over. Je kunt ook meteen op een verlicht veld klikken: de zet die daar uitkomt wordt gedaan.</translation>
    </message>
    <message>
        <source>Click a button under the street</source>
        <translation>Klik op een knop onder de straat</translation>
    </message>
    <message>
        <source>Draw a share, buy it, call a payday, rob the bank, stand, roll again…: each button shows its key in brackets.</source>
        <translation>Een aandeel trekken, kopen, een betaaldag, de bank beroven, blijven staan, opnieuw werpen…: elke knop toont zijn toets tussen haakjes.</translation>
    </message>
    <message>
        <source>Click a poker die</source>
        <translation>Klik op een pokersteen</translation>
    </message>
    <message>
        <source>Keep it for the next roll; click it again to roll it.</source>
        <translation>Houd hem bij de volgende worp; klik nog eens om hem weer te werpen.</translation>
    </message>
    <message>
        <source>Click a spot of the hasard board</source>
        <translation>Klik op een vak van het hasardbord</translation>
    </message>
    <message>
        <source>Bet a chip there.</source>
        <translation>Zet daar een fiche.</translation>
    </message>
    <message>
        <source>Your move: choose a die.</source>
        <translation>Je zet: kies een dobbelsteen.</translation>
    </message>
    <message>
        <source>Walk it west or east.</source>
        <translation>Loop hem naar west of oost.</translation>
    </message>
    <message>
        <source>Cross the street with it.</source>
        <translation>Steek er de straat mee over.</translation>
    </message>
    <message>
        <source>A cowboy off the street: start on the north or the south sidewalk.</source>
        <translation>Een cowboy buiten de straat: begin op het noordelijke of het zuidelijke trottoir.</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Take back the last step of the move.</source>
        <translation>Neem de laatste stap van de zet terug.</translation>
    </message>
    <message>
        <source>Start the move again.</source>
        <translation>Begin de zet opnieuw.</translation>
    </message>
    <message>
        <source>Make the move as built.</source>
        <translation>Doe de zet zoals je hem hebt opgebouwd.</translation>
    </message>
    <message>
        <source>On your field: draw a share, call a payday, rob the bank, or pass.</source>
        <translation>Op je veld: een aandeel trekken, een betaaldag houden, de bank beroven of passen.</translation>
    </message>
    <message>
        <source>Answer yes or no: buy the share, pay, or sit out.</source>
        <translation>Antwoord ja of nee: het aandeel kopen, betalen of een beurt overslaan.</translation>
    </message>
    <message>
        <source>1 to 9</source>
        <translation>1 tot 9</translation>
    </message>
    <message>
        <source>Choose from a numbered list: a business, a share, an attribute.</source>
        <translation>Kies uit een genummerde lijst: een zaak, een aandeel, een eigenschap.</translation>
    </message>
    <message>
        <source>Poker: keep or free a die, roll again, or stand.</source>
        <translation>Poker: een steen houden of vrijgeven, opnieuw werpen of blijven staan.</translation>
    </message>
    <message>
        <source>Hasard: bet on low, high, any pair or a named pair; buy a chip back; done betting.</source>
        <translation>Hasard: inzetten op laag, hoog, een willekeurig paar of een bepaald paar; een fiche terugkopen; klaar met inzetten.</translation>
    </message>
    <message>
        <source>A turn, step by step</source>
        <translation>Een beurt, stap voor stap</translation>
    </message>
    <message>
        <source>Your cowboy</source>
        <translation>Je cowboy</translation>
    </message>
    <message>
        <source>A chip</source>
        <translation>Een fiche</translation>
    </message>
    <message>
        <source>A die</source>
        <translation>Een dobbelsteen</translation>
    </message>
    <message>
        <source>A gunfighter (secret)</source>
        <translation>Een revolverheld (geheim)</translation>
    </message>
    <message>
        <source>A share</source>
        <translation>Een aandeel</translation>
    </message>
    <message>
        <source>A share&apos;s back</source>
        <translation>De achterkant van een aandeel</translation>
    </message>
    <message>
        <source>Your turn starts with a roll of three dice. Your cowboy stands on the north sidewalk.</source>
        <translation>Je beurt begint met een worp van drie dobbelstenen. Je cowboy staat op het noordelijke trottoir.</translation>
    </message>
    <message>
        <source>Walk two of the dice, each east or west: choose a die (click it, or press 1, 2 or 3), then East or West (Right or Left). Here the %1 goes east and the %2 west.</source>
        <translation>Loop twee van de dobbelstenen, elk naar oost of west: kies een dobbelsteen (klik erop, of druk op 1, 2 of 3), dan Oost of West (pijltje rechts of links). Hier gaat de %1 naar het oosten en de %2 naar het westen.</translation>
    </message>
    <message>
        <source>The third die crosses the street to the field opposite (Up or Down), or is forfeited. Only the field where you stop counts; a lit field can also be clicked at once. Then press Enter.</source>
        <translation>De derde dobbelsteen steekt over naar het veld ertegenover (pijltje omhoog of omlaag), of vervalt. Alleen het veld waar je stopt telt; je kunt ook meteen op een verlicht veld klikken. Druk dan op Enter.</translation>
    </message>
    <message>
        <source>On a star field you may draw the star deck&apos;s top share and roll three dice: %1, less your %2 stars for its attribute, makes a price of %3. Pay it, or put the share back for %4.</source>
        <translation>Op een sterveld mag je het bovenste aandeel van de sterstapel trekken en drie dobbelstenen werpen: %1, min je %2 sterren voor zijn eigenschap, geeft een prijs van %3. Betaal die, of leg het aandeel terug voor %4.</translation>
    </message>
</context>
<context>
    <name>WeScene</name>
    <message>
        <source>%1&apos;s cowboy (%2)</source>
        <translation>De cowboy van %1 (%2)</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (jij)</translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) in hand</source>
        <translation>
            <numerusform>%n fiche in de hand</numerusform>
            <numerusform>%n fiches in de hand</numerusform>
        </translation>
    </message>
    <message>
        <source>Broke: out of the game</source>
        <translation>Blut: uit het spel</translation>
    </message>
    <message numerus="yes">
        <source>Sits out %n more turn(s)</source>
        <translation>
            <numerusform>Slaat nog %n beurt over</numerusform>
            <numerusform>Slaat nog %n beurten over</numerusform>
        </translation>
    </message>
    <message>
        <source>out</source>
        <translation>uit</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>uit het spel</translation>
    </message>
    <message>
        <source>no shares yet</source>
        <translation>nog geen aandelen</translation>
    </message>
    <message>
        <source>%1: complete (%2), counts %3</source>
        <translation>%1: volledig (%2), telt %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s) (%2)</source>
        <translation>
            <numerusform>%1: %n aandeel (%2)</numerusform>
            <numerusform>%1: %n aandelen (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n counted</source>
        <translation>
            <numerusform>%n geteld</numerusform>
            <numerusform>%n geteld</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter: %1</source>
        <translation>Jouw revolverheld: %1</translation>
    </message>
    <message>
        <source>Jolly Town&apos;s main street</source>
        <translation>De hoofdstraat van Jolly Town</translation>
    </message>
    <message>
        <source>north</source>
        <translation>noord</translation>
    </message>
    <message>
        <source>south</source>
        <translation>zuid</translation>
    </message>
    <message>
        <source>Cowboys waiting off the street start on field 1 of either sidewalk</source>
        <translation>Wachtende cowboys beginnen op veld 1 van een van beide trottoirs</translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation>Ga naar %1</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), waiting off the street</source>
        <translation>De cowboy van %1 (%2), wacht buiten de straat</translation>
    </message>
    <message>
        <source>%1&apos;s cowboy (%2), on %3</source>
        <translation>De cowboy van %1 (%2), op %3</translation>
    </message>
    <message>
        <source>Star deck</source>
        <translation>Sterstapel</translation>
    </message>
    <message>
        <source>Dollar deck</source>
        <translation>Dollarstapel</translation>
    </message>
    <message>
        <source>Price: %1</source>
        <translation>Prijs: %1</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>getrokken</translation>
    </message>
    <message>
        <source>Move roll</source>
        <translation>Worp voor de zet</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Start north (N)</source>
        <translation>Begin noord (N)</translation>
    </message>
    <message>
        <source>Start south (S)</source>
        <translation>Begin zuid (S)</translation>
    </message>
    <message>
        <source>← West</source>
        <translation>← West</translation>
    </message>
    <message>
        <source>East →</source>
        <translation>Oost →</translation>
    </message>
    <message>
        <source>Cross ↕</source>
        <translation>Oversteken ↕</translation>
    </message>
    <message>
        <source>Step back (Backspace)</source>
        <translation>Stap terug (Backspace)</translation>
    </message>
    <message>
        <source>Choose a die (1, 2, 3) or click a lit field.</source>
        <translation>Kies een dobbelsteen (1, 2, 3) of klik op een verlicht veld.</translation>
    </message>
    <message>
        <source>Die %1 shows %2: walk it west or east, or cross the street.</source>
        <translation>Dobbelsteen %1 toont %2: loop naar west of oost, of steek over.</translation>
    </message>
    <message>
        <source>Draw a share (D)</source>
        <translation>Trek een aandeel (D)</translation>
    </message>
    <message>
        <source>Payday (Y)</source>
        <translation>Betaaldag (Y)</translation>
    </message>
    <message>
        <source>Rob the bank (R)</source>
        <translation>Beroof de bank (R)</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Passen (P)</translation>
    </message>
    <message>
        <source>Roll for the price (R)</source>
        <translation>Werp om de prijs (R)</translation>
    </message>
    <message>
        <source>Put it back, free (P)</source>
        <translation>Gratis terugleggen (P)</translation>
    </message>
    <message>
        <source>Buy for %1 (Y)</source>
        <translation>Koop voor %1 (Y)</translation>
    </message>
    <message>
        <source>Put it back for %1 (N)</source>
        <translation>Terugleggen voor %1 (N)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Stand (S)</source>
        <translation>Blijven staan (S)</translation>
    </message>
    <message>
        <source>Keep the chosen dice, roll the others (R)</source>
        <translation>Houd de gekozen stenen, werp de rest (R)</translation>
    </message>
    <message>
        <source>Roll all five again (R)</source>
        <translation>Werp alle vijf opnieuw (R)</translation>
    </message>
    <message>
        <source>Pay each %1 (Y)</source>
        <translation>Betaal ieder %1 (Y)</translation>
    </message>
    <message>
        <source>Sit out (N)</source>
        <translation>Beurt overslaan (N)</translation>
    </message>
    <message>
        <source>Buy a chip for %1 (B)</source>
        <translation>Koop een fiche voor %1 (B)</translation>
    </message>
    <message>
        <source>Done betting (D)</source>
        <translation>Klaar met inzetten (D)</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>cheat!</source>
        <translation>vals!</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n share(s)</source>
        <translation>
            <numerusform>%1 en %n aandeel</numerusform>
            <numerusform>%1 en %n aandelen</numerusform>
        </translation>
    </message>
    <message>
        <source>A tie: roll again</source>
        <translation>Gelijkspel: opnieuw werpen</translation>
    </message>
    <message>
        <source>pays %1</source>
        <translation>betaalt %1</translation>
    </message>
    <message>
        <source>%1&apos;s chip on %2</source>
        <translation>Fiche van %1 op %2</translation>
    </message>
    <message>
        <source>Bet a chip on %1</source>
        <translation>Zet een fiche op %1</translation>
    </message>
    <message>
        <source>Hasard</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>The gunfighters</source>
        <translation>De revolverhelden</translation>
    </message>
    <message>
        <source>%1&apos;s gunfighter: %2 (%3)</source>
        <translation>Revolverheld van %1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>an attribute and its stars, e.g. Speed 5</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Poker is over</source>
        <translation>Het pokeren is voorbij</translation>
    </message>
    <message>
        <source>%1: wins</source>
        <comment>poker: a winning hand</comment>
        <translation>%1: wint</translation>
    </message>
</context>
<context>
    <name>WeTable</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>Move your cowboy first.</source>
        <translation>Verplaats eerst je cowboy.</translation>
    </message>
    <message>
        <source>Those walks do not end on that field.</source>
        <translation>Die stappen eindigen niet op dat veld.</translation>
    </message>
    <message>
        <source>Two cowboys stand there already.</source>
        <translation>Daar staan al twee cowboys.</translation>
    </message>
    <message>
        <source>You may attack %1 only if you both own a share of one business.</source>
        <translation>Je mag %1 alleen aanvallen als jullie allebei een aandeel van dezelfde zaak hebben.</translation>
    </message>
    <message>
        <source>These dice cannot take you there: two walks that stay on the street, one crossing at most.</source>
        <translation>Met deze worp kom je daar niet: twee stappen die op de straat blijven, hooguit één keer oversteken.</translation>
    </message>
    <message>
        <source>You cannot pay %1: put the share back.</source>
        <translation>Je kunt %1 niet betalen: leg het aandeel terug.</translation>
    </message>
    <message>
        <source>Buy the share or put it back.</source>
        <translation>Koop het aandeel of leg het terug.</translation>
    </message>
    <message>
        <source>A payday needs a share at least, on a dollar field.</source>
        <translation>Een betaaldag vraagt minstens één aandeel, op een dollarveld.</translation>
    </message>
    <message>
        <source>The bank can be robbed only from a dollar field.</source>
        <translation>De bank kan alleen vanaf een dollarveld worden beroofd.</translation>
    </message>
    <message>
        <source>This deck is empty.</source>
        <translation>Deze stapel is leeg.</translation>
    </message>
    <message>
        <source>Draw a share or pass.</source>
        <translation>Trek een aandeel of pas.</translation>
    </message>
    <message>
        <source>Name a business you both own shares of.</source>
        <translation>Noem een zaak waarvan jullie allebei aandelen hebben.</translation>
    </message>
    <message>
        <source>Name one of the four attributes.</source>
        <translation>Noem een van de vier eigenschappen.</translation>
    </message>
    <message>
        <source>Hand over one of your shares of %1.</source>
        <translation>Geef een van je aandelen van %1 af.</translation>
    </message>
    <message>
        <source>Choose one of your own shares.</source>
        <translation>Kies een van je eigen aandelen.</translation>
    </message>
    <message>
        <source>Keep some dice and roll again, or stand.</source>
        <translation>Houd enkele stenen en werp opnieuw, of blijf staan.</translation>
    </message>
    <message>
        <source>Pay the others or sit out.</source>
        <translation>Betaal de anderen of sla over.</translation>
    </message>
    <message>
        <source>You have no chip left to bet: buy one back or say you are done.</source>
        <translation>Je hebt geen fiche meer om in te zetten: koop er een terug of zeg dat je klaar bent.</translation>
    </message>
    <message>
        <source>You cannot buy a chip back now (none in the bank, or not enough money).</source>
        <translation>Je kunt nu geen fiche terugkopen (geen bij de bank, of te weinig geld).</translation>
    </message>
    <message>
        <source>Bet one chip at least before you are done.</source>
        <translation>Zet minstens één fiche in voor je klaar bent.</translation>
    </message>
    <message>
        <source>Roll for the price or put the share back.</source>
        <translation>Werp om de prijs of leg het aandeel terug.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Die zet is niet toegestaan.</translation>
    </message>
    <message>
        <source>Choose a die first (1, 2, 3).</source>
        <translation>Kies eerst een dobbelsteen (1, 2, 3).</translation>
    </message>
    <message>
        <source>Choose the sidewalk to start on first (N or S).</source>
        <translation>Kies eerst het trottoir om op te beginnen (N of S).</translation>
    </message>
    <message>
        <source>You cross the street once at most.</source>
        <translation>Je steekt hooguit één keer over.</translation>
    </message>
    <message>
        <source>No move goes on that way: each walk must stay on the street and end where a cowboy may stand.</source>
        <translation>Zo gaat geen zet verder: elke stap moet op de straat blijven en eindigen waar een cowboy mag staan.</translation>
    </message>
    <message>
        <source>You have used that die already.</source>
        <translation>Die dobbelsteen heb je al gebruikt.</translation>
    </message>
    <message>
        <source>Your cowboy is on the street already.</source>
        <translation>Je cowboy staat al op de straat.</translation>
    </message>
    <message>
        <source>There is no choice %1.</source>
        <translation>Er is geen keuze %1.</translation>
    </message>
    <message>
        <source>Walk two dice first (1–3, then Left or Right), or click a lit field.</source>
        <translation>Loop eerst twee dobbelstenen (1–3, dan Links of Rechts), of klik op een verlicht veld.</translation>
    </message>
    <message>
        <source>Each button shows its key: press that key, or click the button.</source>
        <translation>Elke knop toont zijn toets: druk op die toets of klik op de knop.</translation>
    </message>
</context>
<context>
    <name>WeTexts</name>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Begin</translation>
    </message>
    <message>
        <source>Main street</source>
        <translation>Hoofdstraat</translation>
    </message>
    <message>
        <source>Gunfighters</source>
        <translation>Revolverhelden</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aandelen</translation>
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
        <translation>Bankoverval</translation>
    </message>
    <message>
        <source>Readings of the rules</source>
        <translation>Lezingen van de regels</translation>
    </message>
    <message>
        <source>Fewest players</source>
        <translation>Minimumaantal spelers</translation>
    </message>
    <message>
        <source>The smallest number of players these rules can be played with.</source>
        <translation>Het kleinste aantal spelers waarmee deze regels gespeeld kunnen worden.</translation>
    </message>
    <message>
        <source>Most players</source>
        <translation>Maximumaantal spelers</translation>
    </message>
    <message>
        <source>The largest number of players these rules can be played with.</source>
        <translation>Het grootste aantal spelers waarmee deze regels gespeeld kunnen worden.</translation>
    </message>
    <message>
        <source>Bills at the start</source>
        <translation>Biljetten bij het begin</translation>
    </message>
    <message>
        <source>The bills each player starts with.</source>
        <translation>De biljetten waarmee elke speler begint.</translation>
    </message>
    <message>
        <source>Chips at the start</source>
        <translation>Fiches bij het begin</translation>
    </message>
    <message>
        <source>The chips in each player&apos;s colour, for hasard.</source>
        <translation>De fiches in de kleur van elke speler, voor hasard.</translation>
    </message>
    <message>
        <source>North sidewalk</source>
        <translation>Noordelijk trottoir</translation>
    </message>
    <message>
        <source>The north sidewalk&apos;s fields from west to east: stone, star, dollar, ace or dice fields. The first is a stone start field.</source>
        <translation>De velden van het noordelijke trottoir van west naar oost: steen-, ster-, dollar-, aas- of dobbelsteenvelden. Het eerste is een steenveld om te beginnen.</translation>
    </message>
    <message>
        <source>South sidewalk</source>
        <translation>Zuidelijk trottoir</translation>
    </message>
    <message>
        <source>The south sidewalk&apos;s fields from west to east, each facing the north field with the same number.</source>
        <translation>De velden van het zuidelijke trottoir van west naar oost, elk tegenover het noordelijke veld met hetzelfde nummer.</translation>
    </message>
    <message>
        <source>The gunfighters; each player draws one in secret.</source>
        <translation>De revolverhelden; elke speler trekt er in het geheim één.</translation>
    </message>
    <message>
        <source>Intelligence</source>
        <translation>Intelligentie</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for intelligence, in the order of the names.</source>
        <translation>De sterren van elke revolverheld voor intelligentie, in de volgorde van de namen.</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for speed, in the order of the names.</source>
        <translation>De sterren van elke revolverheld voor snelheid, in de volgorde van de namen.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Kracht</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for strength, in the order of the names.</source>
        <translation>De sterren van elke revolverheld voor kracht, in de volgorde van de namen.</translation>
    </message>
    <message>
        <source>Dexterity</source>
        <translation>Behendigheid</translation>
    </message>
    <message>
        <source>Each gunfighter&apos;s stars for dexterity, in the order of the names.</source>
        <translation>De sterren van elke revolverheld voor behendigheid, in de volgorde van de namen.</translation>
    </message>
    <message>
        <source>Each business&apos;s shares by the attribute that sets their price. Change them in the Deck tab.</source>
        <translation>De aandelen van elke zaak naar de eigenschap die hun prijs bepaalt. Wijzig ze op het tabblad Stapel.</translation>
    </message>
    <message>
        <source>Businesses of the dollar deck</source>
        <translation>Zaken van de dollarstapel</translation>
    </message>
    <message>
        <source>The businesses whose shares have a dollar on the back; the others&apos; have a star.</source>
        <translation>De zaken waarvan de aandelen een dollar op de achterkant hebben; die van de andere een ster.</translation>
    </message>
    <message>
        <source>Fee for putting a share back</source>
        <translation>Vergoeding voor terugleggen</translation>
    </message>
    <message>
        <source>Bills paid to put a share back under its deck after rolling its price.</source>
        <translation>Biljetten die je betaalt om een aandeel na het werpen van de prijs terug onder de stapel te leggen.</translation>
    </message>
    <message>
        <source>Payday per share</source>
        <translation>Betaaldag per aandeel</translation>
    </message>
    <message>
        <source>Bills a payday pays for each share held.</source>
        <translation>Biljetten die een betaaldag voor elk aandeel in bezit uitkeert.</translation>
    </message>
    <message>
        <source>A complete business counts</source>
        <translation>Een volledige zaak telt</translation>
    </message>
    <message>
        <source>What all the shares of one business in one hand count as, on payday and at the end.</source>
        <translation>Wat alle aandelen van één zaak in één hand tellen, op betaaldag en aan het eind.</translation>
    </message>
    <message>
        <source>Stake per roll</source>
        <translation>Inzet per worp</translation>
    </message>
    <message>
        <source>Bills put into the pot for each poker roll.</source>
        <translation>Biljetten in de pot voor elke pokerworp.</translation>
    </message>
    <message>
        <source>Poker for shares</source>
        <translation>Poker om aandelen</translation>
    </message>
    <message>
        <source>On: each poker roll stakes a share instead of bills.</source>
        <translation>Aan: elke pokerworp zet een aandeel in in plaats van biljetten.</translation>
    </message>
    <message>
        <source>Stake without shares</source>
        <translation>Inzet zonder aandelen</translation>
    </message>
    <message>
        <source>Poker for shares: the bills a player without shares stakes per roll.</source>
        <translation>Poker om aandelen: de biljetten die een speler zonder aandelen per worp inzet.</translation>
    </message>
    <message>
        <source>A cheat pays each</source>
        <translation>Een valsspeler betaalt ieder</translation>
    </message>
    <message>
        <source>Bills a player who rolls five of a kind pays each other player, unless he sits out instead.</source>
        <translation>Biljetten die een speler met vijf gelijke aan elke andere speler betaalt, tenzij hij in plaats daarvan een beurt overslaat.</translation>
    </message>
    <message>
        <source>A cheat sits out</source>
        <translation>Een valsspeler slaat over</translation>
    </message>
    <message>
        <source>Turns a cheat sits out, unless he pays instead.</source>
        <translation>Beurten die een valsspeler overslaat, tenzij hij in plaats daarvan betaalt.</translation>
    </message>
    <message>
        <source>Price of a chip</source>
        <translation>Prijs van een fiche</translation>
    </message>
    <message>
        <source>Bills to buy back one chip from the bank.</source>
        <translation>Biljetten om één fiche van de bank terug te kopen.</translation>
    </message>
    <message>
        <source>LOW pays</source>
        <translation>LAAG betaalt</translation>
    </message>
    <message>
        <source>Bills per chip on LOW (4 to 10) when it wins.</source>
        <translation>Biljetten per fiche op LAAG (4 tot 10) als die wint.</translation>
    </message>
    <message>
        <source>HIGH pays</source>
        <translation>HOOG betaalt</translation>
    </message>
    <message>
        <source>Bills per chip on HIGH (11 to 17) when it wins.</source>
        <translation>Biljetten per fiche op HOOG (11 tot 17) als die wint.</translation>
    </message>
    <message>
        <source>Any pair pays</source>
        <translation>Willekeurig paar betaalt</translation>
    </message>
    <message>
        <source>Bills per chip on any pair when it wins.</source>
        <translation>Biljetten per fiche op een willekeurig paar als die wint.</translation>
    </message>
    <message>
        <source>A named pair pays</source>
        <translation>Een bepaald paar betaalt</translation>
    </message>
    <message>
        <source>Bills per chip on a pair of one face when it wins.</source>
        <translation>Biljetten per fiche op een paar van één getal als die wint.</translation>
    </message>
    <message>
        <source>A named pair wins a share</source>
        <translation>Een bepaald paar wint een aandeel</translation>
    </message>
    <message>
        <source>On: a winning chip on a named pair also wins the top share of the star deck.</source>
        <translation>Aan: een winnende fiche op een bepaald paar wint ook het bovenste aandeel van de sterstapel.</translation>
    </message>
    <message>
        <source>Selling price of a share</source>
        <translation>Verkoopprijs van een aandeel</translation>
    </message>
    <message>
        <source>Bills the bank pays for a share sold by a player short of cash.</source>
        <translation>Biljetten die de bank betaalt voor een aandeel dat een speler zonder geld verkoopt.</translation>
    </message>
    <message>
        <source>Broke</source>
        <translation>Blut</translation>
    </message>
    <message>
        <source>What happens to a player who must pay and has neither money nor shares: out of the game, or a one-time credit.</source>
        <translation>Wat er gebeurt met een speler die moet betalen en geld noch aandelen heeft: uit het spel, of een eenmalig krediet.</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Krediet</translation>
    </message>
    <message>
        <source>Bills of the one-time credit, when the broke rule gives one.</source>
        <translation>Biljetten van het eenmalige krediet, als de regel voor blut zijn er een geeft.</translation>
    </message>
    <message>
        <source>Reward</source>
        <translation>Beloning</translation>
    </message>
    <message>
        <source>Bills for the player who catches a bank robber.</source>
        <translation>Biljetten voor de speler die een bankrover vangt.</translation>
    </message>
    <message>
        <source>Loot</source>
        <translation>Buit</translation>
    </message>
    <message>
        <source>Bills a bank robber escapes with.</source>
        <translation>Biljetten waarmee een bankrover ontsnapt.</translation>
    </message>
    <message>
        <source>A caught robber sits out</source>
        <translation>Een gepakte rover slaat over</translation>
    </message>
    <message>
        <source>Turns a caught robber sits out; then he starts again off the board.</source>
        <translation>Beurten die een gepakte rover overslaat; daarna begint hij opnieuw buiten de straat.</translation>
    </message>
    <message>
        <source>Attacker needs a share too</source>
        <translation>Aanvaller heeft ook een aandeel nodig</translation>
    </message>
    <message>
        <source>On (the rulebook): the attacker must own a share of the business he names, as the defender must.</source>
        <translation>Aan (de spelregels): de aanvaller moet een aandeel hebben van de zaak die hij noemt, net als de verdediger.</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Rounds until the game ends; 0: until both share decks are empty.</source>
        <translation>Rondes tot het spel eindigt; 0: tot beide stapels aandelen leeg zijn.</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Uit het spel</translation>
    </message>
    <message>
        <source>A one-time credit</source>
        <translation>Een eenmalig krediet</translation>
    </message>
    <message>
        <source>Stone field</source>
        <translation>Steenveld</translation>
    </message>
    <message>
        <source>Star field</source>
        <translation>Sterveld</translation>
    </message>
    <message>
        <source>Dollar field</source>
        <translation>Dollarveld</translation>
    </message>
    <message>
        <source>Ace field</source>
        <translation>Aasveld</translation>
    </message>
    <message>
        <source>Dice field</source>
        <translation>Dobbelsteenveld</translation>
    </message>
    <message>
        <source>Business</source>
        <translation>Zaak</translation>
    </message>
    <message>
        <source>Attribute</source>
        <translation>Eigenschap</translation>
    </message>
    <message>
        <source>Add a business…</source>
        <translation>Zaak toevoegen…</translation>
    </message>
    <message>
        <source>Remove the business</source>
        <translation>Zaak verwijderen</translation>
    </message>
    <message>
        <source>Add an attribute…</source>
        <translation>Eigenschap toevoegen…</translation>
    </message>
    <message>
        <source>Remove the attribute</source>
        <translation>Eigenschap verwijderen</translation>
    </message>
    <message>
        <source>The two sidewalks must be equally long: the north one has %1 fields, the south one %2.</source>
        <translation>De twee trottoirs moeten even lang zijn: het noordelijke heeft %1 velden, het zuidelijke %2.</translation>
    </message>
    <message>
        <source>%1: the first field must be the stone start field, not a %2.</source>
        <translation>%1: het eerste veld moet het stenen startveld zijn, niet: %2.</translation>
    </message>
    <message>
        <source>Too few fields for %1 players: the main street has only %2.</source>
        <translation>Te weinig velden voor %1 spelers: de hoofdstraat heeft er maar %2.</translation>
    </message>
    <message>
        <source>%1: each of the %2 gunfighters needs a number of stars, found %3.</source>
        <translation>%1: elk van de %2 revolverhelden heeft een aantal sterren nodig, gevonden: %3.</translation>
    </message>
    <message>
        <source>Too few gunfighters: %1 players draw one each, but there are %2.</source>
        <translation>Te weinig revolverhelden: %1 spelers trekken er elk één, maar er zijn er %2.</translation>
    </message>
    <message>
        <source>“%1” has a dollar back but is not a business of the share deck: add it there or remove it.</source>
        <translation>„%1” heeft een dollarrugzijde maar is geen zaak van de aandelenstapel: voeg de zaak daar toe of verwijder haar hier.</translation>
    </message>
    <message>
        <source>At most %1 businesses, found %2.</source>
        <translation>Hoogstens %1 zaken, gevonden: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) a side instead of %1</source>
        <extracomment>Both sidewalks&apos; length changed alike: &quot;12 fields a side instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n veld per trottoir in plaats van %1</numerusform>
            <numerusform>%n velden per trottoir in plaats van %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n field(s) instead of %1</source>
        <extracomment>A sidewalk&apos;s length changed: &quot;12 fields instead of 16&quot;.</extracomment>
        <translation>
            <numerusform>%n veld in plaats van %1</numerusform>
            <numerusform>%n velden in plaats van %1</numerusform>
        </translation>
    </message>
    <message>
        <source>field %1: %2 → %3</source>
        <extracomment>A field of a sidewalk (numbered from 1, west to east) of another kind: &quot;field 5: Star field → Dollar field&quot;.</extracomment>
        <translation>veld %1: %2 → %3</translation>
    </message>
</context>
<context>
    <name>WeTips</name>
    <message>
        <source>its price is three dice less your stars for %1. The most shares win the game.</source>
        <translation>de prijs is drie dobbelstenen min je sterren voor %1. De meeste aandelen winnen het spel.</translation>
    </message>
    <message>
        <source>The most shares win the game; all the shares of one business count as %1.</source>
        <translation>De meeste aandelen winnen het spel; alle aandelen van één zaak tellen als %1.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n share(s), face down. Land on a %2 to draw the top one.</source>
        <translation>
            <numerusform>%1: %n aandeel, dicht. Land op een %2 om het bovenste te trekken.</numerusform>
            <numerusform>%1: %n aandelen, dicht. Land op een %2 om het bovenste te trekken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your gunfighter, %1 (secret): the stars lower the prices you pay and count in attacks.</source>
        <translation>Jouw revolverheld, %1 (geheim): de sterren verlagen de prijzen die je betaalt en tellen mee bij aanvallen.</translation>
    </message>
    <message>
        <source>each star takes one off the price of a share that names it, and adds one in an attack.</source>
        <translation>elke ster haalt één van de prijs af van een aandeel dat haar noemt, en telt één op bij een aanval.</translation>
    </message>
    <message>
        <source>Your move roll: walk two dice east or west; the third crosses the street or is forfeited.</source>
        <translation>Je worp voor de zet: loop twee dobbelstenen naar oost of west; de derde steekt over of vervalt.</translation>
    </message>
    <message>
        <source>The pot: the best poker hand wins it.</source>
        <translation>De pot: de beste pokerhand wint hem.</translation>
    </message>
    <message>
        <source>The hasard board: everybody bets chips on what three dice will show, against the bank.</source>
        <translation>Het hasardbord: iedereen zet fiches in op wat drie dobbelstenen zullen tonen, tegen de bank.</translation>
    </message>
    <message>
        <source>Move die %1: %2</source>
        <translation>Dobbelsteen %1 voor de zet: %2</translation>
    </message>
    <message>
        <source>Poker die %1: %2</source>
        <translation>Pokersteen %1: %2</translation>
    </message>
    <message>
        <source>kept; click to roll it again.</source>
        <translation>gehouden; klik om hem weer te werpen.</translation>
    </message>
    <message>
        <source>click to keep it for the next roll.</source>
        <translation>klik om hem bij de volgende worp te houden.</translation>
    </message>
</context>
<context>
    <name>WeUi</name>
    <message>
        <source>A game by %1, published by %2.</source>
        <translation>Een spel van %1, uitgegeven door %2.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Aandelen</translation>
    </message>
    <message>
        <source>Bills</source>
        <translation>Biljetten</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>Fiches</translation>
    </message>
    <message>
        <source>%1, move your cowboy: click a lit field, or choose a die (1, 2, 3) and walk it east (→), west (←) or across the street (↑↓).</source>
        <translation>%1, verplaats je cowboy: klik op een verlicht veld, of kies een dobbelsteen (1, 2, 3) en loop die naar het oosten (→), westen (←) of steek over (↑↓).</translation>
    </message>
    <message>
        <source>%1, you are on a dollar field: draw a share (D), call a payday (Y), rob the bank (R) or pass (P).</source>
        <translation>%1, je staat op een dollarveld: trek een aandeel (D), roep betaaldag uit (Y), beroof de bank (R) of pas (P).</translation>
    </message>
    <message>
        <source>%1, you are on a star field: draw a share (D) or pass (P).</source>
        <translation>%1, je staat op een sterveld: trek een aandeel (D) of pas (P).</translation>
    </message>
    <message>
        <source>%1, you drew %2: roll for its price (R) or put it back for free (P).</source>
        <translation>%1, je trok %2: werp om de prijs (R) of leg het gratis terug (P).</translation>
    </message>
    <message>
        <source>%1, %2 costs %3: buy it (Y) or put it back for a fee of %4 (N).</source>
        <translation>%1, %2 kost %3: koop het (Y) of leg het terug voor %4 (N).</translation>
    </message>
    <message>
        <source>%1, you attack %2: name a business you both own shares of.</source>
        <translation>%1, je valt %2 aan: noem een zaak waarvan jullie allebei aandelen hebben.</translation>
    </message>
    <message>
        <source>%1, %2 attacks you for %3: name the attribute you fight with (1–4).</source>
        <translation>%1, %2 valt je aan om %3: noem de eigenschap waarmee jullie vechten (1–4).</translation>
    </message>
    <message>
        <source>%1, you lost the fight: choose the share of %2 you hand over.</source>
        <translation>%1, je verloor het gevecht: kies het aandeel van %2 dat je afgeeft.</translation>
    </message>
    <message>
        <source>%1, you must pay %2 and are short of cash: sell a share to the bank for %3.</source>
        <translation>%1, je moet %2 betalen en hebt te weinig geld: verkoop een aandeel aan de bank voor %3.</translation>
    </message>
    <message>
        <source>%1, poker for shares: choose the share you stake on this roll.</source>
        <translation>%1, poker om aandelen: kies het aandeel dat je op deze worp inzet.</translation>
    </message>
    <message>
        <source>%1, poker: click the dice you keep (or type 1–5) and roll the others again (R), or stand (S).</source>
        <translation>%1, poker: klik op de dobbelstenen die je houdt (of typ 1–5) en werp de rest opnieuw (R), of blijf staan (S).</translation>
    </message>
    <message>
        <source>%1, five of a kind: you are caught cheating! Pay each other player %2 (Y) or sit out %3 turn(s) (N).</source>
        <translation>%1, vijf gelijke: je bent betrapt op vals spel! Betaal elke andere speler %2 (Y) of sla %3 beurt(en) over (N).</translation>
    </message>
    <message>
        <source>%1, hasard: click a spot on the board to bet a chip (or type L, H, A, 1–6), buy a chip back (B), or say you are done (D).</source>
        <translation>%1, hasard: klik op een vak van het bord om een fiche in te zetten (of typ L, H, A, 1–6), koop een fiche terug (B), of zeg dat je klaar bent (D).</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Jij bent aan de beurt, %1.</translation>
    </message>
    <message>
        <source>The shares a player holds, counted as at the end: all the shares of one business count more</source>
        <translation>De aandelen van een speler, geteld zoals aan het eind: alle aandelen van één zaak tellen meer</translation>
    </message>
    <message>
        <source>The bills a player holds</source>
        <translation>De biljetten van een speler</translation>
    </message>
    <message>
        <source>The hasard chips a player holds</source>
        <translation>De hasardfiches van een speler</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>The file ends in the middle of a line.</source>
        <translation>Het bestand houdt midden in een regel op.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Houserules is already running, but it does not answer. Close it (or wait until it answers) and try again.</source>
        <translation>Houserules draait al, maar reageert niet. Sluit het (of wacht tot het reageert) en probeer het opnieuw.</translation>
    </message>
</context>
<context>
    <name>problems</name>
    <message numerus="yes">
        <source>…and %n more, listed in the details.</source>
        <translation>
            <numerusform>…en nog %n, te vinden in de details.</numerusform>
            <numerusform>…en nog %n, te vinden in de details.</numerusform>
        </translation>
    </message>
</context>
</TS>
