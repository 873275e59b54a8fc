#include "paramtext.h"

#include <QLocale>
#include <QRegularExpression>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

QString qstr(const std::string &text)
{
    return QString::fromStdString(text);
}

QString orElse(const QString &text, const QString &fallback)
{
    return text.isEmpty() ? fallback : text;
}

bool isName(const QString &text)
{
    static const QRegularExpression name(u"^[a-z0-9_-]+$"_s);
    return name.match(text).hasMatch();
}

// "hand_size" -> "Hand size": a readable label for a parameter no game named.
QString fromKey(const std::string &path)
{
    QString key = qstr(path.substr(path.rfind('.') + 1));
    key.replace(u'_', u' ');
    if (!key.isEmpty())
        key[0] = key[0].toUpper();
    return key;
}

// Items of a list as typed: separated by commas (or semicolons), spaces ignored.
QStringList items(const QString &text)
{
    static const QRegularExpression separator(u"[,;]"_s);
    QStringList result;
    if (text.trimmed().isEmpty())
        return result;
    for (const QString &item : text.split(separator))
        result << item.trimmed();
    return result;
}

} // namespace

QString ParamText::groupTitle(const VariantTexts *texts, const Schema &schema, const std::string &group)
{
    if (texts)
        if (QString title = texts->groupTitle(qstr(group)); !title.isEmpty())
            return title;
    for (const auto &g : schema.groups)
        if (g.id == group && !g.title.empty())
            return qstr(g.title);
    return fromKey(group);
}

QString ParamText::label(const VariantTexts *texts, const ParamSpec &spec)
{
    return orElse(texts ? texts->label(qstr(spec.path)) : QString(), fromKey(spec.path));
}

QString ParamText::help(const VariantTexts *texts, const ParamSpec &spec)
{
    return orElse(texts ? texts->help(qstr(spec.path)) : QString(), qstr(spec.description));
}

QString ParamText::choiceName(const VariantTexts *texts, const ParamSpec &spec, const std::string &choice)
{
    return orElse(texts ? texts->choiceName(qstr(spec.path), qstr(choice)) : QString(), qstr(choice));
}

QString ParamText::suitName(const VariantTexts *texts, const std::string &suit)
{
    return orElse(texts ? texts->suitName(qstr(suit)) : QString(), qstr(suit));
}

QString ParamText::rankName(const VariantTexts *texts, const DeckRank &rank)
{
    if (rank.value)
        return QString::number(*rank.value);
    return orElse(texts ? texts->rankName(qstr(rank.id)) : QString(), qstr(rank.id));
}

QString ParamText::cardName(const VariantTexts *texts, const std::string &suit, const DeckRank &rank)
{
    if (texts)
        if (QString name = texts->cardName(qstr(suit), qstr(rank.id)); !name.isEmpty())
            return name;
    if (suit.empty())
        return rankName(texts, rank);
    //: One kind of card of a deck: its row's name, then its column's (e.g. "Gold 7").
    return tr("%1 %2").arg(suitName(texts, suit), rankName(texts, rank));
}

QString ParamText::itemName(const VariantTexts *texts, const ParamSpec &spec, const std::string &item)
{
    return orElse(texts ? texts->choiceName(qstr(spec.path), qstr(item)) : QString(), qstr(item));
}

QString ParamText::listed(const QStringList &items)
{
    if (items.size() < 2)
        return items.join(QString());
    //: The last two of a list: "9 and 10".
    return tr("%1 and %2").arg(items.mid(0, items.size() - 1).join(u", "_s), items.back());
}

QString ParamText::deckWord(const VariantTexts *texts, VariantTexts::DeckWord word)
{
    if (texts)
        if (QString text = texts->deckWord(word); !text.isEmpty())
            return text;
    // A deck table speaks of rows and columns when the game has no words for them.
    switch (word) {
    case VariantTexts::DeckWord::Suit:
        return tr("Row");
    case VariantTexts::DeckWord::Rank:
        return tr("Column");
    case VariantTexts::DeckWord::AddSuit:
        return tr("Add a row…");
    case VariantTexts::DeckWord::RemoveSuit:
        return tr("Remove the row");
    case VariantTexts::DeckWord::AddRank:
        return tr("Add a column…");
    case VariantTexts::DeckWord::RemoveRank:
        return tr("Remove the column");
    }
    return {};
}

QString ParamText::players(int count)
{
    return tr("%n player(s)", nullptr, count);
}

QString ParamText::percent(double share, int decimals)
{
    //: A percentage; %1 is the number (write "%1 %" where a space comes before the sign).
    return tr("%1%").arg(QLocale().toString(100 * share, 'f', decimals));
}

QString ParamText::problem(const VariantTexts *texts, const Diagnostic &diagnostic)
{
    const QString code = qstr(diagnostic.code);
    QStringList args;
    for (const auto &arg : diagnostic.args)
        args << qstr(arg);
    if (code.isEmpty())
        return qstr(diagnostic.message);
    if (texts)
        if (QString text = texts->problem(code, args); !text.isEmpty())
            return text;
    // The core's codes (the loader's and the deck reader's), with as many values as they carry.
    if (code == u"deck.suit-without-cards"_s && args.size() == 1)
        return tr("No cards in %1: add some, or remove its row.").arg(suitName(texts, diagnostic.args[0]));
    if (code == u"deck.suit-count"_s && args.size() == 3)
        return tr("%1: expected %2 to %3 of them, found %4.")
            .arg(deckWord(texts, VariantTexts::DeckWord::Suit), args[0], args[1], args[2]);
    if (code == u"deck.size"_s && args.size() == 3)
        return tr("Expected a deck of %1 to %2 cards, found %3.").arg(args[0], args[1], args[2]);
    if (code == u"players.range"_s && args.size() == 2)
        return tr("The fewest players (%1) may not be more than the most (%2).").arg(args[1], args[0]);
    if (code == u"deck.old-suits-key"_s && args.size() == 2)
        //: %1 is a key as an older Houserules wrote it in a file ("businesss"), %2 the key now ("businesses").
        return tr("“%1” is an old spelling of “%2”: it is read as “%2”, and saving writes “%2”.").arg(args[0], args[1]);
    if (code == u"param.range"_s && args.size() == 3)
        //: %3 is what the file holds instead ("12", or a word).
        return tr("Expected a whole number from %1 to %2, found %3.").arg(args[0], args[1], args[2]);
    if (code == u"param.entries"_s && args.size() == 3)
        return tr("Expected %1 to %2 entries, found %3.").arg(args[0], args[1], args[2]);
    if (code == u"title.missing"_s)
        return tr("Missing title: give these rules a title in at least one language.");
    return qstr(diagnostic.message);
}

QString ParamText::located(const VariantTexts *texts, const Diagnostic &diagnostic)
{
    if (diagnostic.code.empty())
        return qstr(diagnostic.toString());
    QString where = diagnostic.where.file.empty() ? u"<input>"_s : qstr(diagnostic.where.file);
    if (diagnostic.where.line > 0)
        where += u":%1:%2"_s.arg(diagnostic.where.line).arg(diagnostic.where.column);
    return where + u": "_s + problem(texts, diagnostic);
}

EditorKind ParamText::kindOf(const ParamSpec &spec)
{
    switch (spec.type) {
    case ParamType::Int:
        return EditorKind::Integer;
    case ParamType::Bool:
        return EditorKind::Flag;
    case ParamType::String:
        return spec.choices.empty() ? EditorKind::Text : EditorKind::Choice;
    case ParamType::IntList:
        return EditorKind::IntegerList;
    case ParamType::StringList:
        return EditorKind::NameList;
    case ParamType::IntByPlayers:
        return EditorKind::PerPlayers;
    case ParamType::Deck:
        return EditorKind::Deck;
    }
    return EditorKind::None;
}

QString ParamText::display(const ParamSpec &spec, const ParamValue &value, const VariantTexts *texts)
{
    const QLocale locale;
    switch (spec.type) {
    case ParamType::Int:
        return locale.toString(qlonglong(std::get<std::int64_t>(value)));
    case ParamType::Bool:
        return std::get<bool>(value) ? tr("yes") : tr("no");
    case ParamType::String:
        return spec.choices.empty() ? qstr(std::get<std::string>(value))
                                    : choiceName(texts, spec, std::get<std::string>(value));
    case ParamType::IntList:
        return editValue(spec, value).toString();
    case ParamType::StringList: {
        // By name: the ids are what the editor takes (editValue) and the file holds.
        QStringList names;
        for (const auto &item : std::get<std::vector<std::string>>(value))
            names << itemName(texts, spec, item);
        return names.join(u", "_s);
    }
    case ParamType::IntByPlayers: {
        QStringList entries;
        for (const auto &[players, count] : std::get<std::map<int, std::int64_t>>(value))
            //: One entry of a per-player-count value: %1 players, value %2 (e.g. "2: 12").
            entries << tr("%1: %2").arg(players).arg(locale.toString(qlonglong(count)));
        return entries.join(u", "_s);
    }
    case ParamType::Deck: {
        const Deck &deck = std::get<Deck>(value);
        const QString cards = tr("%n card(s)", nullptr, deck.size());
        if (!spec.deck.suited)
            return cards;
        QStringList suits;
        for (const auto &suit : deck.suits)
            suits << suitName(texts, suit);
        //: A deck's size and its suits, e.g. "60 cards: Gold, Banknotes, Coins".
        return tr("%1: %2").arg(cards, suits.join(u", "_s));
    }
    }
    return {};
}

QVariant ParamText::editValue(const ParamSpec &spec, const ParamValue &value)
{
    switch (spec.type) {
    case ParamType::Int:
        return qlonglong(std::get<std::int64_t>(value));
    case ParamType::Bool:
        return std::get<bool>(value);
    case ParamType::String:
        return qstr(std::get<std::string>(value));
    case ParamType::IntList: {
        QStringList list;
        for (const auto item : std::get<std::vector<std::int64_t>>(value))
            list << QString::number(item);
        return list.join(u", "_s);
    }
    case ParamType::StringList: {
        QStringList list;
        for (const auto &item : std::get<std::vector<std::string>>(value))
            list << qstr(item);
        return list.join(u", "_s);
    }
    case ParamType::IntByPlayers: {
        QVariantMap map;
        for (const auto &[players, count] : std::get<std::map<int, std::int64_t>>(value))
            map.insert(QString::number(players), qlonglong(count));
        return map;
    }
    case ParamType::Deck:
        return {};
    }
    return {};
}

std::optional<ParamValue> ParamText::fromEdit(const ParamSpec &spec, const QVariant &edit, QString *error)
{
    auto fail = [error](const QString &why) -> std::optional<ParamValue> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    auto outOfRange = [&spec, &fail](const QString &found) {
        return fail(tr("Expected a whole number from %1 to %2, found “%3”.").arg(spec.min).arg(spec.max).arg(found));
    };
    // A number outside the range is taken as typed: the loader says why it
    // cannot be used, with its line and column, and the editor shows that.
    auto integer = [](const QString &text) -> std::optional<std::int64_t> {
        bool ok = false;
        const qlonglong value = text.trimmed().toLongLong(&ok);
        if (!ok)
            return std::nullopt;
        return value;
    };

    switch (spec.type) {
    case ParamType::Int: {
        const auto value = integer(edit.toString());
        if (!value)
            return outOfRange(edit.toString());
        return ParamValue {*value};
    }
    case ParamType::Bool:
        return ParamValue {edit.toBool()};
    case ParamType::String: {
        const QString text = edit.toString();
        if (!spec.choices.empty()
            && std::find(spec.choices.begin(), spec.choices.end(), text.toStdString()) == spec.choices.end())
            return fail(tr("“%1” is not one of the choices.").arg(text));
        return ParamValue {text.toStdString()};
    }
    case ParamType::IntList: {
        std::vector<std::int64_t> values;
        const QStringList list = items(edit.toString());
        for (const QString &item : list) {
            const auto value = integer(item);
            if (!value)
                return outOfRange(item);
            values.push_back(*value);
        }
        return ParamValue {std::move(values)};
    }
    case ParamType::StringList: {
        std::vector<std::string> names;
        const QStringList list = items(edit.toString());
        for (const QString &item : list) {
            if (!isName(item))
                return fail(tr("“%1” is not a name: use lower-case letters, digits, - and _.").arg(item));
            if (std::find(names.begin(), names.end(), item.toStdString()) != names.end())
                return fail(tr("“%1” appears twice.").arg(item));
            names.push_back(item.toStdString());
        }
        return ParamValue {std::move(names)};
    }
    case ParamType::IntByPlayers: {
        std::map<int, std::int64_t> values;
        const QVariantMap map = edit.toMap();
        for (auto it = map.begin(); it != map.end(); ++it) {
            bool ok = false;
            const int players = it.key().toInt(&ok);
            if (!ok || players < 1 || players > 16)
                return fail(tr("Expected a number of players from 1 to 16, found “%1”.").arg(it.key()));
            const auto value = integer(it.value().toString());
            if (!value)
                return outOfRange(it.value().toString());
            values[players] = *value;
        }
        return ParamValue {std::move(values)};
    }
    case ParamType::Deck:
        return fail(tr("A deck is edited in its table."));
    }
    return std::nullopt;
}
