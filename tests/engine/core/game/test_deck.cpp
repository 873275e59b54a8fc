// Decks in variants: the short form, each colour its own cards, a house rule
// changing only what it names, the errors, and house rules written back.
// Blasting Billy's deck is the example (colours, values and dynamite).

#include "core/game/deck.h"
#include "core/variants/variant.h"
#include "core/variants/variantwriter.h"
#include "registry.h"

#include <QTest>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const QString kHead = u"game: blasting-billy\nextends: blasting-billy/standard\ntitle: {en: Test}\nparameters:\n"_s;

Expected<Variant> load(const QString &yaml)
{
    return Registry::instance().loader().loadText(yaml.toStdString(), "test.yaml");
}

QString describe(const Diagnostics &errors)
{
    QStringList lines;
    for (const auto &e : errors)
        lines << QString::fromStdString(e.toString());
    return lines.join(u'\n');
}

// Cards of `suit` in the deck of `variant`: value -> count ("dynamite" too).
std::map<std::string, int> cardsOf(const Deck &deck, const std::string &suit)
{
    std::map<std::string, int> cards;
    const int s = deck.findSuit(suit);
    for (int r = 0; r < int(deck.ranks.size()); ++r)
        if (s >= 0 && deck.count(s, r) > 0)
            cards[deck.ranks[std::size_t(r)].id] = deck.count(s, r);
    return cards;
}

std::map<std::string, int> valuesFromTo(int from, int to, int dynamite)
{
    std::map<std::string, int> cards;
    for (int value = from; value <= to; ++value)
        cards[std::to_string(value)] = 1;
    if (dynamite > 0)
        cards["dynamite"] = dynamite;
    return cards;
}

} // namespace

class TestDeck : public QObject {
    Q_OBJECT

private Q_SLOTS:
    // "What if gold ran 0–12 and diamonds only 0–8?": each named colour gets
    // its own values; the others and the dynamite stay as the base has them.
    void eachColourItsOwnValues()
    {
        const auto variant = load(kHead
            + u"  deck:\n    gold: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}\n"
              "    diamonds: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8], dynamite: 2}\n"_s);
        QVERIFY2(variant, qPrintable(variant ? QString() : describe(variant.errors())));
        const Deck &deck = variant->deck("deck");
        QCOMPARE(deck.suits, (std::vector<std::string> {"gold", "banknotes", "coins", "jewelry", "diamonds"}));
        QCOMPARE(cardsOf(deck, "gold"), valuesFromTo(0, 12, 1));
        QCOMPARE(cardsOf(deck, "banknotes"), valuesFromTo(0, 10, 1));
        QCOMPARE(cardsOf(deck, "diamonds"), valuesFromTo(0, 8, 2));
        QCOMPARE(deck.size(), 14 + 12 + 12 + 12 + 11);
        // Ranks in order: numbers from low to high, then the dynamite.
        QCOMPARE(deck.ranks.back().id, std::string("dynamite"));
        QCOMPARE(deck.ranks[12].value, std::optional<int>(12));
        QVERIFY(!deck.suitsAlike());
    }

    // A value listed twice is two cards; a count of 0 removes a kind.
    void repeatsAndZeros()
    {
        const auto variant = load(kHead + u"  deck:\n    coins: {values: [5, 5, 5, 7], dynamite: 0}\n"_s);
        QVERIFY2(variant, qPrintable(variant ? QString() : describe(variant.errors())));
        QCOMPARE(cardsOf(variant->deck("deck"), "coins"), (std::map<std::string, int> {{"5", 3}, {"7", 1}}));
    }

    // The list of colours replaces the base's: a colour left out is gone, a
    // new one starts with the first colour's cards.
    void colourList()
    {
        const auto variant
            = load(kHead + u"  deck:\n    colours: [coins, gold, silver]\n    silver: {dynamite: 3}\n"_s);
        QVERIFY2(variant, qPrintable(variant ? QString() : describe(variant.errors())));
        const Deck &deck = variant->deck("deck");
        QCOMPARE(deck.suits, (std::vector<std::string> {"coins", "gold", "silver"}));
        QCOMPARE(cardsOf(deck, "silver"), valuesFromTo(0, 10, 3));
        QCOMPARE(cardsOf(deck, "gold"), valuesFromTo(0, 10, 1));
    }

    // A deck of its own (no base) may be written colour by colour.
    void deckWithoutBase()
    {
        const auto variant = load(u"game: blasting-billy\ntitle: {en: Two colours}\nparameters:\n"
                                  "  players: {min: 2, max: 2}\n  hand_size: 2\n  set_aside: {2: 0}\n"
                                  "  deck:\n    red: {values: [1, 2, 3], dynamite: 1}\n    blue: {values: [4, 5]}\n"_s);
        QVERIFY2(variant, qPrintable(variant ? QString() : describe(variant.errors())));
        const Deck &deck = variant->deck("deck");
        QCOMPARE(deck.suits, (std::vector<std::string> {"red", "blue"}));
        QCOMPARE(deck.size(), 6);
        QCOMPARE(cardsOf(deck, "blue"), (std::map<std::string, int> {{"4", 1}, {"5", 1}}));
    }

    void errors_data()
    {
        QTest::addColumn<QString>("deck");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("keyPath");
        QTest::addColumn<QString>("message");
        // The deck starts on line 5 ("  deck:"); its first key is line 6, column 5.
        QTest::newRow("unknown colour") << u"    gld: {values: [1]}\n"_s << 6 << 5 << u"parameters.deck.gld"_s
                                        << u"unknown key 'gld'; expected colours, values, dynamite_per_colour, one "
                                           "of the colours (gold, banknotes, coins, jewelry, diamonds)"_s;
        QTest::newRow("unknown card") << u"    gold: {values: [1], joker: 1}\n"_s << 6 << 25
                                      << u"parameters.deck.gold"_s
                                      << u"unknown card 'joker'; expected values, dynamite"_s;
        QTest::newRow("value too high") << u"    gold: {values: [1, 100]}\n"_s << 6 << 24
                                        << u"parameters.deck.gold.values"_s
                                        << u"expected a value from 0 to 99, found 100"_s;
        QTest::newRow("too many of a kind")
            << u"    gold: {dynamite: 5}\n"_s << 6 << 22 << u"parameters.deck.gold.dynamite"_s
            << u"expected a number of cards from 0 to 4, found '5'"_s;
        QTest::newRow("value five times")
            << u"    values: [3, 3, 3, 3, 3]\n"_s << 6 << 26 << u"parameters.deck.values"_s
            << u"at most 4 cards of one kind, found more 3s"_s;
        QTest::newRow("colour without cards") << u"    coins: {values: [], dynamite: 0}\n"_s << 6 << 5
                                              << u"parameters.deck"_s << u"the colour 'coins' has no cards"_s;
        QTest::newRow("no colours") << u"    colours: []\n"_s << 6 << 5 << u"parameters.deck"_s
                                    << u"expected 1 to 8 colours, found 0"_s;
        QTest::newRow("colour not a name") << u"    colours: [Gold]\n"_s << 6 << 15 << u"parameters.deck.colours"_s
                                           << u"expected a colour name of lower-case letters"_s;
        QTest::newRow("cards not a mapping") << u"    gold: [1, 2]\n"_s << 6 << 11 << u"parameters.deck.gold"_s
                                             << u"expected the cards of gold as a mapping (values: [...], dynamite: "
                                                "1), found a list"_s;
    }

    void errors()
    {
        QFETCH(QString, deck);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, keyPath);
        QFETCH(QString, message);
        const auto variant = load(kHead + u"  deck:\n"_s + deck);
        QVERIFY(!variant);
        const Diagnostic &e = variant.errors().front();
        QVERIFY2(QString::fromStdString(e.message).contains(message), e.toString().c_str());
        QCOMPARE(QString::fromStdString(e.keyPath), keyPath);
        QCOMPARE(e.where.line, line);
        QCOMPARE(e.where.column, column);
    }

    // The problems a deck edited in a table can have carry a code and their
    // values, for the editor to say in the user's language.
    void codedProblems()
    {
        const auto empty = load(kHead + u"  deck:\n    coins: {values: [], dynamite: 0}\n"_s);
        QVERIFY(!empty);
        QCOMPARE(empty.errors().front().code, std::string("deck.suit-without-cards"));
        QCOMPARE(empty.errors().front().args, std::vector<std::string> {"coins"});
        const auto none = load(kHead + u"  deck:\n    colours: []\n"_s);
        QCOMPARE(none.errors().front().code, std::string("deck.suit-count"));
        QCOMPARE(none.errors().front().args, (std::vector<std::string> {"1", "8", "0"}));
        const auto many = load(kHead
            + u"  deck:\n    values: [1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, "
              "6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8, 9, 9, 9, 9, 10, 10, 10, 10, 11, 11, 11, 11, "
              "12, 12, 12, 12, 13, 13, 13, 13, 14, 14, 14, 14, 15, 15, 15, 15, 16, 16, 16, 16]\n"_s);
        QCOMPARE(many.errors().front().code, std::string("deck.size"));
        QCOMPARE(many.errors().front().args, (std::vector<std::string> {"1", "300", "325"}));
        const auto short_ = load(kHead + u"  hand_size: 10\n  players: {max: 8}\n"_s);
        QVERIFY(!short_);
        QCOMPARE(short_.errors().front().code, std::string("blasting-billy.set-aside-missing"));
        QCOMPARE(short_.errors().front().args, std::vector<std::string> {"6"});
        const auto noTitle
            = Registry::instance().loader().loadText("game: blasting-billy\nextends: standard\n", "t.yaml");
        QCOMPARE(noTitle.errors().front().code, std::string("title.missing"));
    }

    // Written back as a house rule: only what differs, and the same deck
    // when read again over the same base, in whichever form it takes.
    void houseRulesRoundTrip_data()
    {
        QTest::addColumn<QString>("parameters");
        QTest::newRow("hand size") << u"  hand_size: 4\n"_s;
        QTest::newRow("dynamite everywhere") << u"  deck:\n    dynamite_per_colour: 2\n"_s;
        QTest::newRow("own values") << u"  deck:\n    gold: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]}\n"
                                       "    diamonds: {values: [0, 1, 2, 3, 4, 5, 6, 7, 8], dynamite: 2}\n"_s;
        QTest::newRow("fewer colours, doubles")
            << u"  deck:\n    colours: [gold, coins]\n    values: [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8]\n"_s;
        QTest::newRow("no dynamite, set aside") << u"  set_aside: {2: 2, 3: 2, 4: 2, 5: 2}\n  deck:\n"
                                                   "    dynamite_per_colour: 0\n"_s;
    }

    void houseRulesRoundTrip()
    {
        QFETCH(QString, parameters);
        const auto base = Registry::instance().loader().load("blasting-billy/standard");
        const auto edited = load(kHead + parameters);
        QVERIFY2(edited, qPrintable(edited ? QString() : describe(edited.errors())));
        const Schema &schema = Registry::instance().game("blasting-billy")->schema();
        const std::string text = writeHouseRule(*edited, *base, schema);
        const auto again = Registry::instance().loader().loadText(text, "again.yaml");
        QVERIFY2(again, qPrintable(QString::fromStdString(text) + (again ? QString() : describe(again.errors()))));
        for (const auto &[path, param] : edited->params)
            QVERIFY2(
                again->params.at(path).value == param.value, qPrintable(QString::fromStdString(path + "\n" + text)));
        QCOMPARE(again->title, edited->title);
        // Written as a designer wrote it: these are the shortest forms.
        QVERIFY2(text.ends_with("parameters:\n" + parameters.toStdString()), text.c_str());
        // Only the parameters that differ from the base are written.
        for (const auto &[path, param] : base->params) {
            const bool changed = !(edited->params.at(path).value == param.value);
            const std::string key = path.substr(path.rfind('.') + 1) + ":";
            QVERIFY2((text.find("\n  " + key) != std::string::npos) == changed, (path + "\n" + text).c_str());
        }
    }

    // Every shipped variant written to stand alone (the notebook keeps a
    // run's rules so) loads back with the same parameters and titles, and
    // without `extends`, so that no later change to a base can alter it.
    void standaloneRoundTrip()
    {
        const auto &loader = Registry::instance().loader();
        const auto ids = loader.availableIds();
        QVERIFY(ids.size() >= 10);
        for (const auto &id : ids) {
            const auto variant = loader.load(id);
            QVERIFY2(variant, id.c_str());
            const std::string text = writeVariant(*variant, Registry::instance().game(variant->game)->schema());
            QVERIFY2(text.find("extends") == std::string::npos, text.c_str());
            const auto again = loader.loadText(text, "standalone.yaml");
            QVERIFY2(again, (id + "\n" + text + (again ? "" : describe(again.errors()).toStdString())).c_str());
            QCOMPARE(again->params.size(), variant->params.size());
            for (const auto &[path, param] : variant->params)
                QVERIFY2(again->params.at(path).value == param.value, (id + ": " + path).c_str());
            QCOMPARE(again->title, variant->title);
            QCOMPARE(again->description, variant->description);
        }
    }

    // Wyatt Earp's suit list is spelt with the game's plural, `businesses`;
    // the old `businesss` (once written by the editor) is read the same, with
    // a coded warning at its key; both at once is an error. Written back, the
    // plural.
    void pluralOfTheSuitWord()
    {
        const std::string head = "game: wyatt-earp\nextends: wyatt-earp/standard\ntitle: {en: Test}\nparameters:\n"
                                 "  shares:\n";
        const std::string list = ": [golden_nugget, arizona_club, general_store, livery_stable, barber_shop, "
                                 "blacksmith, grand_hotel, gunsmith, stagecoach, assay_office]\n";
        const auto &loader = Registry::instance().loader();
        const auto now = loader.loadText(head + "    businesses" + list, "now.yaml");
        QVERIFY2(now, qPrintable(now ? QString() : describe(now.errors())));
        QVERIFY(now->warnings.empty());
        QCOMPARE(now->deck("shares").suits.front(), std::string("golden_nugget"));

        const auto old = loader.loadText(head + "    businesss" + list, "old.yaml");
        QVERIFY2(old, qPrintable(old ? QString() : describe(old.errors())));
        QVERIFY(old->deck("shares") == now->deck("shares"));
        QCOMPARE(old->warnings.size(), std::size_t(1));
        QCOMPARE(old->warnings.front().code, std::string("deck.old-suits-key"));
        QCOMPARE(old->warnings.front().args, (std::vector<std::string> {"businesss", "businesses"}));
        QCOMPARE(old->warnings.front().where.line, 6);
        QCOMPARE(old->warnings.front().where.column, 5);

        const auto both = loader.loadText(head + "    businesses" + list + "    businesss" + list, "both.yaml");
        QVERIFY(!both);

        const auto base = loader.load("wyatt-earp/standard");
        const std::string text = writeHouseRule(*old, *base, Registry::instance().game("wyatt-earp")->schema());
        QVERIFY2(text.find("\n    businesses: [golden_nugget, arizona_club,") != std::string::npos, text.c_str());
        QVERIFY(text.find("businesss") == std::string::npos);
    }

    // The editor's edits: counts, suits and ranks come and go; a rank goes
    // into its canonical place; ranks without cards are not cards.
    void editing()
    {
        const DeckShape &shape = Registry::instance().game("blasting-billy")->schema().find("deck")->deck;
        Deck deck = Registry::instance().loader().load("blasting-billy/standard")->deck("deck");
        const Deck standard = deck;
        deck.setCount(0, 3, 2);
        QCOMPARE(deck.count(0, 3), 2);
        QCOMPARE(deck.size(), 61);

        deck.addSuit("silver", 1); // the cards of banknotes
        QCOMPARE(deck.suits.back(), std::string("silver"));
        QCOMPARE(deck.counts.back(), deck.counts[1]);
        deck.addSuit("lead");
        QCOMPARE(deck.suitSize(deck.findSuit("lead")), 0);
        deck.removeSuit(deck.findSuit("lead"));
        deck.removeSuit(deck.findSuit("silver"));

        // 11 between 10 and the dynamite, with one card in every colour.
        const int eleven = deck.addRank({"11", 11}, 1, shape);
        QCOMPARE(eleven, 11);
        QCOMPARE(deck.ranks.back().id, std::string("dynamite"));
        QCOMPARE(deck.rankSize(eleven), 5);
        const int twelve = deck.addRank({"12", 12}, 0, shape);
        QCOMPARE(twelve, 12);
        QVERIFY(!(deck == standard));
        deck.removeRank(eleven);
        deck.setCount(0, 3, 1);
        // Only an empty 12 is left over: the same cards as the standard deck.
        QVERIFY(!(deck == standard));
        QVERIFY(sameCards(deck, standard));
        deck.dropEmptyRanks();
        QVERIFY(deck == standard);
    }
};

QTEST_MAIN(TestDeck)
#include "test_deck.moc"
