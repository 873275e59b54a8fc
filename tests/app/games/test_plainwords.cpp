// Every parameter difference in plain words, for every game and every kind of
// parameter, in nl, en, de, fr and it: what a house rule changes (the rule
// sheet's box, the printed deck's cover, the deck tab) and the values the
// Rules tree shows say card kinds, businesses, gunfighters and fields by their
// names, never by the ids of the variant files.

#include "app/apptestsupport.h"

#include "models/paramtext.h"
#include "models/variantdifference.h"
#include "models/variantdocument.h"
#include "models/variantmodel.h"
#include "models/varianttexts.h"

#include "games/gameui.h"
#include "preferences/languagemanager.h"
#include "print/basedifference.h"

#include "core/variants/schema.h"
#include "registry.h"

#include <QRegularExpression>

#include <set>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

const QStringList kLanguages = {u"nl"_s, u"en"_s, u"de"_s, u"fr"_s, u"it"_s};

Variant loaded(const std::string &id)
{
    auto variant = Registry::instance().loader().load(id);
    if (!variant.ok())
        qFatal("%s does not load", id.c_str());
    return *variant;
}

std::int64_t nudged(std::int64_t value, std::int64_t max)
{
    return value < max ? value + 1 : value - 1;
}

// The parameter `spec` of `value` changed as a designer might change it: a
// number one up, a flag turned, another choice, a list shorter, a count
// changed, two card kinds of the deck one more each.
ParamValue changed(const ParamSpec &spec, const ParamValue &value)
{
    switch (spec.type) {
    case ParamType::Int:
        return nudged(std::get<std::int64_t>(value), spec.max);
    case ParamType::Bool:
        return !std::get<bool>(value);
    case ParamType::String: {
        const auto &text = std::get<std::string>(value);
        if (spec.choices.empty())
            return text + "x";
        return text == spec.choices.front() ? spec.choices.back() : spec.choices.front();
    }
    case ParamType::IntList: {
        auto numbers = std::get<std::vector<std::int64_t>>(value);
        numbers.front() = nudged(numbers.front(), spec.max);
        return numbers;
    }
    case ParamType::StringList: {
        auto names = std::get<std::vector<std::string>>(value);
        // A sidewalk four fields shorter; a list of names without its last.
        names.resize(names.size() - (spec.unique ? 1 : 4));
        return names;
    }
    case ParamType::IntByPlayers: {
        auto counts = std::get<std::map<int, std::int64_t>>(value);
        counts.begin()->second = nudged(counts.begin()->second, spec.max);
        return counts;
    }
    case ParamType::Deck: {
        Deck deck = std::get<Deck>(value);
        const int last = int(deck.ranks.size()) - 1;
        deck.setCount(0, 0, int(nudged(deck.count(0, 0), spec.deck.maxCount)));
        deck.setCount(0, last, int(nudged(deck.count(0, last), spec.deck.maxCount)));
        return deck;
    }
    }
    return value;
}

// The ids a value holds: the choices, names and deck kinds the variant files write.
QStringList idsIn(const ParamSpec &spec, const ParamValue &value)
{
    QStringList ids;
    if (spec.type == ParamType::String && !spec.choices.empty())
        ids << QString::fromStdString(std::get<std::string>(value));
    if (spec.type == ParamType::StringList)
        for (const auto &name : std::get<std::vector<std::string>>(value))
            ids << QString::fromStdString(name);
    if (spec.type == ParamType::Deck) {
        const Deck &deck = std::get<Deck>(value);
        for (const auto &suit : deck.suits)
            if (!suit.empty())
                ids << QString::fromStdString(suit);
        for (const auto &rank : deck.ranks)
            if (!rank.value)
                ids << QString::fromStdString(rank.id);
    }
    return ids;
}

// The game's own name for an id (which may hold the id as a word: "Their
// choice", "Play twice", "A one-time credit").
QString nameOf(const VariantTexts *texts, const ParamSpec &spec, const QString &id)
{
    if (spec.type == ParamType::Deck)
        return texts->suitName(id) + u' ' + texts->rankName(id);
    return texts->choiceName(QString::fromStdString(spec.path), id);
}

// Why `text` is not in plain words, or nothing: an id with an underscore or a
// dot, an id of the value as a word of its own (unless the game's name for
// it holds that word), a deck's bare number before a count ("15 0 → 10").
QString rawIdIn(const QString &text, const VariantTexts *texts, const ParamSpec &spec, const QStringList &ids)
{
    static const QRegularExpression underscored(u"[A-Za-z0-9]_[A-Za-z0-9]"_s);
    static const QRegularExpression dotted(u"\\b[a-z]+\\.[a-z_]+\\b"_s);
    static const QRegularExpression bareRank(u"\\b\\d+ \\d+ →"_s);
    if (const auto match = underscored.match(text); match.hasMatch())
        return u"an id with an underscore"_s;
    if (const auto match = dotted.match(text); match.hasMatch())
        return u"a parameter's path: "_s + match.captured();
    if (spec.type == ParamType::Deck && bareRank.match(text).hasMatch())
        return u"a card kind by its bare number"_s;
    for (const QString &id : ids) {
        const QRegularExpression word(u"\\b"_s + QRegularExpression::escape(id) + u"\\b"_s);
        if (word.match(text).hasMatch() && !word.match(nameOf(texts, spec, id)).hasMatch())
            return u"the id “"_s + id + u"”"_s;
    }
    return {};
}

} // namespace

class TestPlainWords : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        apptest::isolate();
        QVERIFY(m_languages.setLanguage(u"en"_s));
    }

    void cleanupTestCase() { m_languages.setLanguage(u"en"_s); }

    // Each parameter of each game's standard rules changed in turn: the
    // difference is one line under the parameter's own label (or the label of
    // the two sidewalks), and it and the Rules tree's values hold no id.
    void everyParameterOfEveryGame()
    {
        int kinds = 0;
        std::set<ParamType> seen;
        for (const GameUi *ui : gameUis()) {
            const VariantTexts *texts = ui->variantTexts();
            QVERIFY(texts);
            const Schema &schema = Registry::instance().game(ui->gameId().toStdString())->schema();
            const Variant standard = loaded(ui->gameId().toStdString() + "/standard");
            for (const ParamSpec &spec : schema.params) {
                Variant house = standard;
                const ParamValue &was = standard.params.at(spec.path).value;
                house.params.at(spec.path).value = changed(spec, was);
                const ParamValue &is = house.params.at(spec.path).value;
                QStringList ids = idsIn(spec, was) + idsIn(spec, is);
                seen.insert(spec.type);
                ++kinds;
                for (const QString &language : kLanguages) {
                    QVERIFY(m_languages.setLanguage(language));
                    const QByteArray where = (ui->gameId() + u' ' + language + u' ').toUtf8() + spec.path.c_str();
                    const QStringList lines = VariantDifference::describe(schema, standard, house, texts);
                    QVERIFY2(lines.size() == 1, QByteArray(where + ": " + lines.join(u" | "_s).toUtf8()).constData());
                    const QString label = texts->label(QString::fromStdString(spec.path));
                    QVERIFY2(!label.isEmpty(), where.constData());
                    QVERIFY2(
                        lines.front().startsWith(label), QByteArray(where + ": " + lines.front().toUtf8()).constData());
                    const QString raw = rawIdIn(lines.front(), texts, spec, ids);
                    QVERIFY2(raw.isEmpty(),
                        QByteArray(where + ": " + raw.toUtf8() + " in " + lines.front().toUtf8()).constData());
                    for (const ParamValue *value : {&was, &is}) {
                        const QString shown = ParamText::display(spec, *value, texts);
                        const QString rawShown = rawIdIn(shown, texts, spec, ids);
                        QVERIFY2(rawShown.isEmpty(),
                            QByteArray(where + " (Rules tree): " + rawShown.toUtf8() + " in " + shown.toUtf8())
                                .constData());
                    }
                }
            }
        }
        QVERIFY(kinds > 60);
        // Every kind of parameter is among them.
        QCOMPARE(int(seen.size()), 7);
        QVERIFY(m_languages.setLanguage(u"en"_s));
    }

    // The shipped house rules as a designer reads them on the rule sheet.
    void shippedHouseRules_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("expected");
        QTest::newRow("Boomo, ninety seconds, en")
            << u"boomo/ninety-seconds"_s << u"en"_s << u"15-second cards: 0 → 10"_s;
        QTest::newRow("Boomo, ninety seconds, de")
            << u"boomo/ninety-seconds"_s << u"de"_s << u"15-Sekunden-Karten: 0 → 10"_s;
        QTest::newRow("Boomo, ninety seconds, it")
            << u"boomo/ninety-seconds"_s << u"it"_s << u"Carte da 15 secondi: 0 → 10"_s;
        QTest::newRow("Wyatt Earp, short street, en")
            << u"wyatt-earp/short-street"_s << u"en"_s << u"Main street: 12 fields a side instead of 16"_s;
        QTest::newRow("Wyatt Earp, short street, it")
            << u"wyatt-earp/short-street"_s << u"it"_s
            << u"Strada principale: 12 caselle per marciapiede invece di 16"_s;
        QTest::newRow("Wyatt Earp, short street, de")
            << u"wyatt-earp/short-street"_s << u"de"_s << u"Hauptstraße: 12 Felder pro Straßenseite statt 16"_s;
    }

    void shippedHouseRules()
    {
        QFETCH(QString, variant);
        QFETCH(QString, language);
        QFETCH(QString, expected);
        QVERIFY(m_languages.setLanguage(language));
        const Variant house = loaded(variant.toStdString());
        const GameUi *ui = gameUi(QString::fromStdString(house.game));
        QVERIFY(ui);
        const BaseDifference difference = BaseDifference::of(*ui, house, Registry::instance().loader());
        QVERIFY2(difference.lines.join(u'\n').contains(expected), qPrintable(difference.lines.join(u" | "_s)));
        QVERIFY(m_languages.setLanguage(u"en"_s));
    }

    // The Rules tree names Wyatt Earp's gunfighters and dollar businesses.
    void rulesTreeSaysNames()
    {
        const Schema &schema = Registry::instance().game("wyatt-earp")->schema();
        const Variant standard = loaded("wyatt-earp/standard");
        VariantDocument document(Registry::instance().loader(), schema, standard, standard, QString());
        const GameUi *ui = gameUi(u"wyatt-earp"_s);
        QVERIFY(ui);
        VariantModel model(&document, ui->variantTexts());
        for (const QString &language : kLanguages) {
            QVERIFY(m_languages.setLanguage(language));
            model.retranslate();
            const QString gunfighters
                = model.indexOf(u"gunfighters.names"_s, VariantModel::ValueColumn).data().toString();
            QVERIFY2(gunfighters.startsWith(u"Wyatt Earp, Doc Holliday"_s), qPrintable(gunfighters));
            const QString dollar = model.indexOf(u"dollar_businesses"_s, VariantModel::BaseColumn).data().toString();
            const QString hotel = language == u"fr"_s ? u"Grand Hôtel"_s : u"Grand Hotel"_s;
            QVERIFY2(dollar.contains(hotel) && !dollar.contains(u'_'), qPrintable(dollar));
        }
        QVERIFY(m_languages.setLanguage(u"en"_s));
    }

private:
    LanguageManager m_languages;
};

QTEST_MAIN(TestPlainWords)
#include "test_plainwords.moc"
