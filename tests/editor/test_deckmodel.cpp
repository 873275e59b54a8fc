// The deck as a table: suits by ranks with totals and the deck's size,
// checked by QAbstractItemModelTester through every edit; counts within the
// game's bounds, suits and ranks added and removed, many cells at once, the
// changed cells against the base; CSV export and import in both forms, with
// each bad line named; a deck without suits.

#include "editortestsupport.h"

#include "models/deckcsv.h"
#include "models/deckdifference.h"
#include "models/deckmodel.h"
#include "models/editorroles.h"

#include <QAbstractItemModelTester>
#include <QIcon>
#include <QSignalSpy>
#include <QUndoStack>

using namespace Qt::Literals::StringLiterals;
using namespace editortest;
using houserules::Deck;

namespace {

QStringList headers(const QAbstractItemModel &model, Qt::Orientation orientation)
{
    QStringList names;
    const int count = orientation == Qt::Horizontal ? model.columnCount() : model.rowCount();
    for (int section = 0; section < count; ++section)
        names << model.headerData(section, orientation).toString();
    return names;
}

const Deck &deckOf(const VariantDocument &document)
{
    return document.edited().deck("deck");
}

} // namespace

class TestDeckModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_document = open(m_folder, shipped("standard"));
        QVERIFY(m_document);
        m_model = std::make_unique<DeckModel>(m_document.get(), u"deck"_s, nullptr);
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_document.reset();
    }

    void tableAndTotals()
    {
        QCOMPARE(m_model->rowCount(), 6);     // five colours and the totals
        QCOMPARE(m_model->columnCount(), 13); // 0..10, dynamite and the totals
        QCOMPARE(headers(*m_model, Qt::Vertical),
            (QStringList {u"gold"_s, u"banknotes"_s, u"coins"_s, u"jewelry"_s, u"diamonds"_s, u"Total"_s}));
        QCOMPARE(headers(*m_model, Qt::Horizontal).mid(9), (QStringList {u"9"_s, u"10"_s, u"dynamite"_s, u"Total"_s}));
        QCOMPARE(m_model->index(0, 3).data(Qt::EditRole).toInt(), 1);
        QCOMPARE(m_model->index(0, 12).data().toInt(), 12); // gold's cards
        QCOMPARE(m_model->index(5, 11).data().toInt(), 5);  // dynamite in all
        QCOMPARE(m_model->index(5, 12).data().toInt(), 60); // the deck
        QVERIFY(m_model->isTotal(m_model->index(5, 0)));
        QVERIFY(!(m_model->index(5, 0).flags() & Qt::ItemIsEditable));
        QVERIFY(m_model->index(0, 0).flags() & Qt::ItemIsEditable);
        QCOMPARE(m_model->index(0, 0).data(EditorRole::Maximum).toInt(), 4); // the game's most of a kind
        QCOMPARE(m_model->index(0, 0).data(EditorRole::Minimum).toInt(), 0);
    }

    void countsWithinBounds()
    {
        QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
        QVERIFY(m_model->setData(m_model->index(0, 3), 2)); // a second gold 3
        QCOMPARE(changed.count(), 1);
        QCOMPARE(deckOf(*m_document).size(), 61);
        QCOMPARE(m_model->index(5, 12).data().toInt(), 61);
        QCOMPARE(m_model->index(0, 12).data().toInt(), 13);
        QVERIFY(m_model->index(0, 3).data(EditorRole::Changed).toBool());
        QVERIFY(!m_model->index(0, 4).data(EditorRole::Changed).toBool());
        QCOMPARE(m_model->index(0, 3).data(EditorRole::BaseValue).toInt(), 1);

        QVERIFY(!m_model->setData(m_model->index(0, 3), 5));
        QVERIFY(!m_model->setData(m_model->index(0, 3), -1));
        QVERIFY(!m_model->setData(m_model->index(5, 3), 1)); // a total
        QCOMPARE(changed.count(), 3);                        // the refused cell marked twice, the deck unchanged
        QCOMPARE(deckOf(*m_document).size(), 61);
        QVERIFY(m_model->setData(m_model->index(0, 4), u""_s)); // blank: none
        QCOMPARE(m_model->index(0, 4).data().toString(), QString());
        QCOMPARE(m_model->index(5, 12).data().toInt(), 60);

        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QCOMPARE(deckOf(*m_document), std::get<Deck>(*m_document->baseValue("deck")));
    }

    // A refused count stays marked in its cell, with what was typed and
    // why, in words and a sign (not in colour alone), until the cell
    // changes: an edit of another cell keeps it, an undo that changes the
    // cell or a count taken there clears it.
    void refusedCountStaysMarked()
    {
        const QModelIndex gold3 = m_model->index(0, 3);
        QVERIFY(gold3.data(EditorRole::Refused).toString().isEmpty());
        QVERIFY(gold3.data(Qt::DecorationRole).isNull());
        QVERIFY(!m_model->setData(gold3, 7));
        QCOMPARE(gold3.data(EditorRole::Refused).toString(), u"7"_s);
        QVERIFY(!gold3.data(Qt::DecorationRole).value<QIcon>().isNull());
        QVERIFY2(
            gold3.data(Qt::ToolTipRole)
                .toString()
                .startsWith(u"“7” was refused: expected a number of cards from 0 to 4. The cell keeps 1 card(s)."_s),
            qPrintable(gold3.data(Qt::ToolTipRole).toString()));
        QCOMPARE(gold3.data().toString(), u"1"_s); // the count kept
        QVERIFY(m_model->index(0, 4).data(EditorRole::Refused).toString().isEmpty());

        QVERIFY(m_model->setData(m_model->index(0, 4), 3)); // another cell
        QCOMPARE(gold3.data(EditorRole::Refused).toString(), u"7"_s);
        m_document->undoStack()->undo();
        QCOMPARE(gold3.data(EditorRole::Refused).toString(), u"7"_s);

        QVERIFY(m_model->setData(gold3, 2)); // taken: the mark goes
        QVERIFY(gold3.data(EditorRole::Refused).toString().isEmpty());
        QVERIFY(gold3.data(Qt::DecorationRole).isNull());

        QVERIFY(!m_model->setData(gold3, -1));
        QCOMPARE(gold3.data(EditorRole::Refused).toString(), u"-1"_s);
        m_document->undoStack()->undo(); // gold 3 back to 1: changed, so no longer marked
        QCOMPARE(gold3.data().toString(), u"1"_s);
        QVERIFY(gold3.data(EditorRole::Refused).toString().isEmpty());
    }

    // "What if gold ran 0–12 and diamonds only 0–8?" made in the table gives
    // the shipped Gold rush deck.
    void goldRushInTheTable()
    {
        QVERIFY(m_model->addRank(u"11"_s, 0));
        QVERIFY(m_model->addRank(u"12"_s, 0));
        QCOMPARE(
            headers(*m_model, Qt::Horizontal).mid(11), (QStringList {u"11"_s, u"12"_s, u"dynamite"_s, u"Total"_s}));
        QVERIFY(m_model->setCounts(0, 11, {{u"1"_s, u"1"_s}}));                     // gold 11 and 12
        QVERIFY(m_model->setCounts(4, 9, {{u""_s, u"0"_s, u""_s, u""_s, u"2"_s}})); // diamonds: no 9, 10; two dynamite
        QVERIFY(!m_model->setCounts(4, 13, {{u"1"_s, u"1"_s}}));                    // beyond the ranks
        QVERIFY(!m_model->setCounts(0, 0, {{u"x"_s}}));
        QVERIFY(m_document->isValid());
        const auto goldRush = m_folder.loader().load(shipped("gold-rush").toStdString());
        QVERIFY(goldRush.ok());
        QVERIFY(houserules::sameCards(deckOf(*m_document), goldRush->deck("deck")));
        QVERIFY(m_document->validVariant()->deck("deck") == goldRush->deck("deck"));
        QCOMPARE(m_model->index(5, 14).data().toInt(), goldRush->deck("deck").size());
    }

    void suitsAndRanksComeAndGo()
    {
        QString error;
        QVERIFY(m_model->canAddSuit());
        QVERIFY(!m_model->addSuit(u"Silver"_s, 0, &error));
        QVERIFY2(error.contains(u"lower-case"_s), qPrintable(error));
        QVERIFY(!m_model->addSuit(u"gold"_s, 0, &error));
        QVERIFY(m_model->addSuit(u"silver"_s, 2));
        QCOMPARE(m_model->rowCount(), 7);
        QCOMPARE(m_model->index(5, 12).data().toInt(), 12); // a copy of coins
        QCOMPARE(m_model->index(6, 12).data().toInt(), 72);
        QVERIFY(m_model->index(5, 0).data(EditorRole::Changed).toBool());
        QVERIFY(m_model->addSuit(u"lead"_s, -1));
        // A colour without cards is what the game rejects: shown as a problem.
        QVERIFY(!m_document->isValid());
        QVERIFY(m_model->removeSuit(6));
        QVERIFY(m_document->isValid());
        QVERIFY(m_model->removeSuit(0));
        QCOMPARE(headers(*m_model, Qt::Vertical).first(), u"banknotes"_s);

        QVERIFY(!m_model->addRank(u"100"_s, 1, &error));
        QVERIFY(!m_model->addRank(u"joker"_s, 1, &error));
        QVERIFY(!m_model->addRank(u"5"_s, 1, &error));  // there already
        QVERIFY(!m_model->addRank(u"20"_s, 5, &error)); // more than four of a kind
        QVERIFY(m_model->missingNames().isEmpty());
        QVERIFY(m_model->removeRank(11)); // the dynamite
        QCOMPARE(m_model->missingNames(), QStringList {u"dynamite"_s});
        QVERIFY(m_model->addRank(u"dynamite"_s, 2));
        QCOMPARE(headers(*m_model, Qt::Horizontal).at(11), u"dynamite"_s);
        QCOMPARE(m_model->index(5, 11).data().toInt(), 10);

        for (int i = 0; i < 7; ++i)
            m_document->undoStack()->undo();
        QCOMPARE(m_model->rowCount(), 6);
        QCOMPARE(deckOf(*m_document), std::get<Deck>(*m_document->baseValue("deck")));
    }

    void csvExport()
    {
        const QString csv = m_model->toCsv();
        const QStringList lines = csv.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        QCOMPARE(lines[0], u"colour,0,1,2,3,4,5,6,7,8,9,10,dynamite"_s);
        QCOMPARE(lines[1], u"gold,1,1,1,1,1,1,1,1,1,1,1,1"_s);
        // Read back: the same deck, and no edit.
        const auto again = m_model->importCsv(csv);
        QVERIFY(again.errors.isEmpty() && again.lacking.isEmpty() && !again.changed);
        QCOMPARE(m_document->undoStack()->count(), 0);
    }

    void csvImport_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("gold");    // gold's cards, "value:count" from low to high
        QTest::addColumn<QString>("lacking"); // what the file leaves out, to be confirmed
        QTest::newRow("table, semicolons, names, a byte order mark")
            << u"\uFEFFFarbe;0;1;2;Dynamiet\r\nGoud;1;1;2;1\r\nDiamanten;0;1;0;2\r\n"_s << 8
            << u"0:1 1:1 2:2 dynamite:1"_s << u"banknotes, coins, jewelry, 3, 4, 5, 6, 7, 8, 9, 10"_s;
        QTest::newRow("card list with counts and other columns (nanDECK)")
            << u"colour,value,count,art\ngold,7,2,gold7.png\n\"gold\",dynamite,1,boom.png\ncoins,3,1,c.png\ngold,7,1,x\n"_s
            << 5 << u"7:3 dynamite:1"_s
            << u"banknotes, jewelry, Diamanten, 0, 1, 2, 4, 5, 6, 8, 9, 10, Goud 3, coins 7, coins Dynamiet"_s;
        QTest::newRow("card list, a line a card, tabs")
            << u"colour\tcard\ngold\t1\ngold\t1\nsilver\t4\n"_s << 3 << u"1:2"_s
            << u"banknotes, coins, jewelry, Diamanten, 0, 2, 3, 5, 6, 7, 8, 9, 10, Dynamiet, Goud 4"_s;
    }

    void csvImport()
    {
        QFETCH(QString, csv);
        QFETCH(int, size);
        QFETCH(QString, gold);
        QFETCH(QString, lacking);
        DutchDeckWords dutch;
        DeckModel model(m_document.get(), u"deck"_s, &dutch);
        // The file leaves out kinds the deck has: nothing changes until the removal is allowed.
        const auto refused = model.importCsv(csv);
        QVERIFY2(refused.errors.isEmpty(), qPrintable(refused.errors.join(u'\n')));
        QCOMPARE(refused.lacking.join(u", "_s), lacking);
        QVERIFY(!refused.changed);
        QCOMPARE(m_document->undoStack()->count(), 0);
        const auto result = model.importCsv(csv, DeckModel::Lacking::Remove);
        QVERIFY(result.changed);
        const Deck &deck = deckOf(*m_document);
        QCOMPARE(deck.size(), size);
        QStringList cards;
        const int suit = deck.findSuit("gold");
        for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
            if (deck.count(suit, rank) > 0)
                cards << QString::fromStdString(deck.ranks[std::size_t(rank)].id) + u':'
                        + QString::number(deck.count(suit, rank));
        QCOMPARE(cards.join(u' '), gold);
        QCOMPARE(m_document->undoStack()->count(), 1); // one edit
    }

    // Every bad line is named with what is wrong; nothing changes.
    void csvErrors()
    {
        const QStringList errors = m_model
                                       ->importCsv(u"colour,0,1,dynamite\n"
                                                   "gold,1,1,1\n"
                                                   "coins,1,5,1\n"
                                                   "Zilver wit,1,1,1\n"
                                                   "gold,1,1,1\n"
                                                   "jewelry,1,1,1,1\n"_s)
                                       .errors;
        QCOMPARE(errors,
            (QStringList {u"Line 3: coins 1: expected a number of cards from 0 to 4, found “5”."_s,
                u"Line 4: “Zilver wit” is not a name (Row): use lower-case letters, digits, - and _."_s,
                u"Line 5: gold has a row already."_s,
                u"Line 6, column 5: 1 cell(s) more than the header has columns."_s}));
        QCOMPARE(m_document->undoStack()->count(), 0);

        const QStringList list
            = m_model->importCsv(u"colour,card,count\ngold,joker,1\ngold,100,1\ngold,3,x\ngold,3,4\ngold,3,1\n"_s)
                  .errors;
        QCOMPARE(list.size(), 4);
        QVERIFY2(list[0].startsWith(u"Line 2: “joker” is not a card of this deck; expected a value from 0 to 99, "
                                    "dynamite."_s),
            qPrintable(list[0]));
        QVERIFY(list[1].startsWith(u"Line 3: “100” is not a card"_s));
        QVERIFY(list[2].startsWith(u"Line 4: gold 3: expected a number of cards"_s));
        QCOMPARE(list[3], u"Line 6: more than 4 cards of gold 3."_s);
        QCOMPARE(m_model->importCsv(u"\n\n"_s).errors, QStringList {u"Line 1: the file holds no cards."_s});
        QCOMPARE(deckOf(*m_document), std::get<Deck>(*m_document->baseValue("deck")));
    }

    // A cell a row lacks is never read as 0 (the examples): Billy's
    // jewelry row without its dynamite, Boomo's `skip,6` cut to `skip`.
    void csvMissingCells()
    {
        QStringList rows = m_model->toCsv().split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(rows[4].startsWith(u"jewelry,"_s));
        rows[4].chop(2); // ",1": the dynamite
        auto result = m_model->importCsv(rows.join(u'\n'));
        QCOMPARE(result.errors,
            QStringList {u"Line 5, column 13: jewelry dynamite: the cell is missing; write 0 for no cards."_s});
        QVERIFY(!result.changed);
        rows[4] += u",0"_s; // said: no dynamite in jewelry
        result = m_model->importCsv(rows.join(u'\n'));
        QVERIFY(result.errors.isEmpty() && result.lacking.isEmpty() && result.changed);
        QCOMPARE(deckOf(*m_document).size(), 59);

        // An empty cell is refused like a missing one: nobody may have filled it in.
        rows = m_model->toCsv().split(u'\n', Qt::SkipEmptyParts);
        QVERIFY(rows[1].startsWith(u"gold,1,"_s));
        rows[1].replace(0, 7, u"gold,,"_s);
        result = m_model->importCsv(rows.join(u'\n'));
        QCOMPARE(result.errors, QStringList {u"Line 2, column 2: gold 0: the cell is empty; write 0 for no cards."_s});
        QVERIFY(!result.changed);
        QCOMPARE(deckOf(*m_document).size(), 59);
        // So is an empty count in a card list.
        result = m_model->importCsv(u"colour,card,count\ngold,3,\ngold,4,1\n"_s, DeckModel::Lacking::Remove);
        QCOMPARE(result.errors, QStringList {u"Line 2, column 3: gold 3: the cell is empty; write 0 for no cards."_s});
        QVERIFY(!result.changed);

        auto boomo = open(m_folder, shippedOf("boomo", "standard"));
        QVERIFY(boomo);
        DeckModel cards(boomo.get(), u"deck"_s, nullptr);
        const QString csv = cards.toCsv();
        QVERIFY(csv.contains(u"\nskip,6\n"_s));
        result = cards.importCsv(QString(csv).replace(u"\nskip,6\n"_s, u"\nskip\n"_s));
        QCOMPARE(result.errors, QStringList {u"Line 9, column 2: skip: the cell is missing; write 0 for no cards."_s});
        // The line left out altogether: refused until removing the skip cards is allowed.
        result = cards.importCsv(QString(csv).replace(u"\nskip,6\n"_s, u"\n"_s));
        QVERIFY(result.errors.isEmpty());
        QCOMPARE(result.lacking, QStringList {u"skip"_s});
        QCOMPARE(boomo->undoStack()->count(), 0);
        QCOMPARE(boomo->edited().deck("deck").size(), 84);
        result = cards.importCsv(QString(csv).replace(u"\nskip,6\n"_s, u"\n"_s), DeckModel::Lacking::Remove);
        QVERIFY(result.changed);
        QCOMPARE(boomo->edited().deck("deck").size(), 78);
    }

    // The deck's difference from the base in words (the example),
    // in the game's words (here Dutch ones), suits and kinds come and gone.
    void differenceInWords()
    {
        const Deck base = std::get<Deck>(*m_document->baseValue("deck"));
        Deck deck = base;
        QCOMPARE(DeckDifference::describe(base, deck, nullptr), QString());
        deck.setCount(deck.findSuit("gold"), deck.findRank("dynamite"), 2);
        deck.setCount(deck.findSuit("diamonds"), deck.findRank("9"), 0);
        deck.setCount(deck.findSuit("diamonds"), deck.findRank("10"), 0);
        QCOMPARE(DeckDifference::describe(base, deck, nullptr),
            u"gold dynamite: 1 → 2; diamonds: 9 and 10 removed (60 → 59 card(s))"_s);
        DutchDeckWords dutch;
        QCOMPARE(DeckDifference::describe(base, deck, &dutch),
            u"Goud Dynamiet: 1 → 2; Diamanten: 9 and 10 removed (60 → 59 card(s))"_s);

        deck = base;
        deck.removeSuit(deck.findSuit("jewelry"));
        deck.addSuit("silver", 0);
        const houserules::DeckShape &shape = m_model->shape();
        deck.addRank({"11", 11}, 0, shape);
        deck.setCount(deck.findSuit("gold"), deck.findRank("11"), 1);
        QCOMPARE(DeckDifference::describe(base, deck, nullptr),
            u"jewelry removed; gold: 11 added; silver added (12 card(s)) (60 → 61 card(s))"_s);

        auto boomo = open(m_folder, shippedOf("boomo", "standard"));
        QVERIFY(boomo);
        const Deck cards = boomo->edited().deck("deck");
        deck = cards;
        deck.setCount(0, deck.findRank("skip"), 0);
        deck.setCount(0, deck.findRank("5"), 22);
        QCOMPARE(DeckDifference::describe(cards, deck, nullptr), u"5: 20 → 22; skip: 6 → 0 (84 → 80 card(s))"_s);
    }

    // A deck without suits (the toy game): one row of counts, a card list in CSV.
    void deckWithoutSuits()
    {
        Folder folder;
        auto document = open(folder, folder.file(u"toy/standard.yaml"_s));
        QVERIFY(document);
        DeckModel model(document.get(), u"deck"_s, nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(headers(model, Qt::Horizontal), (QStringList {u"1"_s, u"2"_s, u"5"_s, u"reverse"_s, u"Total"_s}));
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), u"Cards"_s);
        QCOMPARE(model.index(1, 4).data().toInt(), 13);
        QVERIFY(!model.canAddSuit());
        QCOMPARE(model.missingNames(), QStringList {u"skip"_s});
        QVERIFY(model.addRank(u"skip"_s, 2));
        QCOMPARE(model.toCsv(), u"card,count\n1,4\n2,4\n5,2\nreverse,3\nskip,2\n"_s);
        QCOMPARE(model.importCsv(u"card,count\n1,4\n10,1\n"_s).lacking,
            (QStringList {u"2"_s, u"5"_s, u"reverse"_s, u"skip"_s}));
        QCOMPARE(model.index(1, model.columnCount() - 1).data().toInt(), 15); // nothing changed
        QVERIFY(model.importCsv(u"card,count\n1,4\n10,1\n"_s, DeckModel::Lacking::Remove).changed);
        QCOMPARE(model.index(1, model.columnCount() - 1).data().toInt(), 5);
        QVERIFY(document->isValid());
        // Written back: the kinds that changed, those it lost as 0, so it reads back the same.
        QVERIFY2(document->text().endsWith(u"  deck:\n    10: 1\n    2: 0\n    5: 0\n    reverse: 0\n"_s),
            qPrintable(document->text()));
        QCOMPARE(document->validVariant()->deck("deck").size(), 5);
    }

private:
    Folder m_folder;
    std::unique_ptr<VariantDocument> m_document;
    std::unique_ptr<DeckModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestDeckModel)
#include "test_deckmodel.moc"
