#include "sweepchoices.h"

#include "models/varianttexts.h"

#include "registry.h"
#include "simreport/sweepvalues.h"

#include <QSpinBox>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString str(const std::string &text)
{
    return QString::fromStdString(text);
}

// The game's word, or the id when the game has none.
QString orId(const QString &word, const std::string &id)
{
    return word.isEmpty() ? str(id) : word;
}

// The game's words for a rule, a suit and a card, or their ids where it has none.
struct Words {
    const VariantTexts *texts;

    QString label(const std::string &path) const { return orId(texts ? texts->label(str(path)) : QString(), path); }
    QString suitName(const std::string &suit) const
    {
        return orId(texts ? texts->suitName(str(suit)) : QString(), suit);
    }
    QString rankName(const std::string &rank) const
    {
        return orId(texts ? texts->rankName(str(rank)) : QString(), rank);
    }
    // The word for a suit as a table heading ("Colour").
    QString suitWord(const ParamSpec &p) const
    {
        const QString word = texts ? texts->deckWord(VariantTexts::DeckWord::Suit) : QString();
        return orId(word, p.deck.suitWord);
    }
};

// A suit's numbered cards as a list, a value once per card ("[1..10]").
QString numbersIn(const Deck &deck, int suit)
{
    std::vector<std::int64_t> list;
    for (std::size_t rank = 0; rank < deck.ranks.size(); ++rank)
        if (deck.ranks[rank].value)
            for (int n = 0; n < deck.count(suit, int(rank)); ++n)
                list.push_back(*deck.ranks[rank].value);
    return SweepValues::listText(list);
}

// The numbered cards' values as a list: every suit's at once, then each suit's.
void addDeckValues(
    QList<SweepChoice> &choices, const QString &path, const ParamSpec &p, const Deck &deck, const Words &words)
{
    //: The numbered cards of a deck, swept as a list of their values.
    const QString values = SweepChoices::tr("Card values");
    bool same = true;
    QStringList perSuit;
    for (std::size_t suit = 0; suit < deck.suits.size(); ++suit) {
        same = same && numbersIn(deck, int(suit)) == numbersIn(deck, 0);
        perSuit << SweepChoices::tr("%1 %2").arg(words.suitName(deck.suits[suit]), numbersIn(deck, int(suit)));
    }
    const QString first = numbersIn(deck, 0);
    choices.append({path + u".values"_s, SweepChoices::tr("%1 (%2: all)").arg(values, words.suitWord(p)),
        // Lists that differ per suit: the first suit's, and that there are more.
        same ? first : perSuit.front() + u", …"_s, 0, 0, 0, true, first});
    for (std::size_t suit = 0; suit < deck.suits.size(); ++suit) {
        const QString now = numbersIn(deck, int(suit));
        choices.append({path + u'.' + str(deck.suits[suit]) + u".values"_s,
            SweepChoices::tr("%1: %2").arg(words.suitName(deck.suits[suit]), values), now, 0, 0, 0, true, now});
    }
}

// A card's count in one suit (none when the deck lacks the card).
qint64 countOf(const Deck &deck, int rank, int suit)
{
    return qint64(rank < 0 ? 0 : deck.count(suit, rank));
}

// A card's count in every suit at once as "now" reads: one number, the
// suits where they differ, or (many suits) their range.
QString countsNow(const Deck &deck, int rank, const Words &words)
{
    const auto countIn = [&](int suit) { return countOf(deck, rank, suit); };
    QStringList perSuit;
    bool same = true;
    for (std::size_t suit = 0; suit < deck.suits.size(); ++suit) {
        //: One suit's count in a list of them: %1 is the suit, %2 the count ("Gold 2").
        perSuit << SweepChoices::tr("%1 %2").arg(words.suitName(deck.suits[suit])).arg(countIn(int(suit)));
        same = same && countIn(int(suit)) == countIn(0);
    }
    // Many suits (Wyatt Earp's ten businesses) would make a line
    // wider than the screen: their range instead.
    QString now = same ? QString::number(deck.suits.empty() ? 0 : countIn(0)) : perSuit.join(u", "_s);
    if (!same && deck.suits.size() > 5) {
        qint64 least = countIn(0), most = countIn(0);
        for (std::size_t suit = 1; suit < deck.suits.size(); ++suit) {
            least = std::min(least, countIn(int(suit)));
            most = std::max(most, countIn(int(suit)));
        }
        //: The counts of a card across many suits, from the least to the most ("0 to 3").
        now = SweepChoices::tr("%1 to %2").arg(least).arg(most);
    }
    return now;
}

// A named card's count: in a deck without suits, one choice; else every
// suit at once, then each suit's.
void addCardCounts(QList<SweepChoice> &choices, const QString &path, const ParamSpec &p, const Deck &deck,
    const std::string &name, const Words &words)
{
    const int rank = deck.findRank(name);
    const auto countIn = [&](int suit) { return countOf(deck, rank, suit); };
    if (!p.deck.suited) {
        choices.append({path + u'.' + str(name), words.rankName(name), QString::number(countIn(0)), 0, p.deck.maxCount,
            countIn(0), false, {}});
        return;
    }
    const QString now = countsNow(deck, rank, words);
    //: A card's count in every suit at once, in a sweep: %1 is the card, %2 the word for a suit
    //: as a table heading ("Dynamite (Colour: all)").
    choices.append({path + u'.' + str(name) + u"_per_"_s + str(p.deck.suitWord),
        SweepChoices::tr("%1 (%2: all)").arg(words.rankName(name), words.suitWord(p)), now, 0, p.deck.maxCount,
        deck.suits.empty() ? 0 : countIn(0), false, {}});
    for (std::size_t suit = 0; suit < deck.suits.size(); ++suit)
        //: One suit's count of a card, in a sweep: %1 is the suit, %2 the card ("Gold: Dynamite").
        choices.append({path + u'.' + str(deck.suits[suit]) + u'.' + str(name),
            SweepChoices::tr("%1: %2").arg(words.suitName(deck.suits[suit]), words.rankName(name)),
            QString::number(countIn(int(suit))), 0, p.deck.maxCount, countIn(int(suit)), false, {}});
}

} // namespace

QList<SweepChoice> SweepChoices::of(const Variant &v, int players, const VariantTexts *texts)
{
    QList<SweepChoice> choices;
    const Game *game = Registry::instance().game(v.game);
    if (!game)
        return choices;
    const Words words {texts};
    for (const ParamSpec &p : game->schema().params) {
        const QString path = str(p.path);
        if (path.startsWith(u"players."_s))
            continue;
        if (p.type == ParamType::Int) {
            const qint64 value = v.integer(p.path);
            choices.append({path, words.label(p.path), QString::number(value), p.min, p.max, value, false, {}});
        } else if (p.type == ParamType::IntByPlayers) {
            const auto &map = v.byPlayers(p.path);
            const auto it = map.find(players);
            const qint64 value = it == map.end() ? p.min : it->second;
            //: A per-player-count rule in a sweep: %1 is the rule, %2 the number of players.
            choices.append(
                {path + u'.' + QString::number(players), tr("%1 (%2 players)").arg(words.label(p.path)).arg(players),
                    QString::number(value), p.min, p.max, value, false, {}});
        } else if (p.type == ParamType::IntList) {
            const QString now = SweepValues::listText(v.integers(p.path));
            choices.append({path, words.label(p.path), now, 0, 0, 0, true, now});
        } else if (p.type == ParamType::Deck) {
            const Deck &deck = v.deck(p.path);
            if (p.deck.suited && p.deck.numbers && !deck.suits.empty())
                addDeckValues(choices, path, p, deck, words);
            for (const auto &name : p.deck.names)
                addCardCounts(choices, path, p, deck, name, words);
        }
    }
    return choices;
}

void SweepChoices::linkRange(QSpinBox *from, QSpinBox *to)
{
    QObject::connect(from, &QSpinBox::valueChanged, to, [to](int value) {
        if (to->value() < value)
            to->setValue(value);
    });
    QObject::connect(to, &QSpinBox::valueChanged, from, [from](int value) {
        if (from->value() > value)
            from->setValue(value);
    });
}

void SweepChoices::showRange(const SweepChoice &choice, QSpinBox *from, QSpinBox *to, int either)
{
    const int low = int(std::max<qint64>(choice.min, -1'000'000)), high = int(std::min<qint64>(choice.max, 1'000'000));
    const QSignalBlocker blockFrom(from), blockTo(to);
    from->setRange(low, high);
    to->setRange(low, high);
    from->setValue(int(std::max<qint64>(low, choice.current - either)));
    to->setValue(int(std::min<qint64>(high, choice.current + either)));
}
