// The chances of a dealt hand beside the deck table (DealChancesModel),
// checked by QAbstractItemModelTester through every edit: each figure against
// the hypergeometric formula worked out here from the deck's counts and the
// variant's hand size (binomial coefficients, not the engine's product),
// following a changed count at once, never editable, never in the saved file
// or the CSV, and gone (with a reason) while the rules have problems or when
// nothing is dealt from the deck.

#include "editortestsupport.h"

#include "models/dealchancesmodel.h"
#include "models/deckmodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QUndoStack>

#include <cmath>

using namespace Qt::Literals::StringLiterals;
using namespace editortest;
using houserules::Deck;

namespace {

double binomial(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    double c = 1;
    for (int i = 1; i <= k; ++i)
        c = c * (n - k + i) / i;
    return c;
}

// 1 - C(N-K, h) / C(N, h): the textbook form.
double atLeastOne(int deckSize, int ofKind, int dealt)
{
    return 1.0 - binomial(deckSize - ofKind, dealt) / binomial(deckSize, dealt);
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-9;
}

} // namespace

class TestDealChancesModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_document = open(m_folder, shipped("standard"));
        QVERIFY(m_document);
        m_deck = std::make_unique<DeckModel>(m_document.get(), u"deck"_s, nullptr);
        m_chances = std::make_unique<DealChancesModel>(m_document.get(), m_deck.get());
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_chances.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void cleanup()
    {
        m_tester.reset();
        m_chances.reset();
        m_deck.reset();
        m_document.reset();
    }

    void figuresFollowTheFormula()
    {
        QVERIFY(m_chances->isAvailable());
        QCOMPARE(m_chances->players(), m_chances->minPlayers());
        const int handSize = int(std::get<std::int64_t>(m_document->value("hand_size")));
        QCOMPARE(m_chances->dealtCards(), handSize);
        const Deck &deck = m_deck->deck();
        QCOMPARE(m_chances->rowCount(), m_deck->rowCount()); // the same layout, totals included
        QCOMPARE(m_chances->columnCount(), m_deck->columnCount());

        const int gold = deck.findSuit("gold");
        const int dynamite = deck.findRank("dynamite");
        const int cards = deck.count(gold, dynamite);
        const QModelIndex cell = m_chances->index(gold, dynamite);
        const double chance = atLeastOne(deck.size(), cards, handSize);
        QVERIFY2(near(cell.data(DealChancesModel::ChanceRole).toDouble(), chance),
            qPrintable(QString::number(cell.data(DealChancesModel::ChanceRole).toDouble())));
        QCOMPARE(cell.data().toString(), QLocale().toString(100 * chance, 'f', 1) + u'%');
        QVERIFY(near(cell.data(DealChancesModel::PerHandRole).toDouble(), double(handSize) * cards / deck.size()));
        QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QLocale().toString(100 * chance, 'f', 1)));

        // The totals row: a rank in any suit.
        const QModelIndex anyDynamite = m_chances->index(deck.suits.size(), dynamite);
        QVERIFY(near(anyDynamite.data(DealChancesModel::ChanceRole).toDouble(),
            atLeastOne(deck.size(), deck.rankSize(dynamite), handSize)));
        // The totals column: a suit, any rank.
        const QModelIndex anyGold = m_chances->index(gold, int(deck.ranks.size()));
        QVERIFY(near(anyGold.data(DealChancesModel::ChanceRole).toDouble(),
            atLeastOne(deck.size(), deck.suitSize(gold), handSize)));

        m_chances->setFigure(DealChancesModel::Figure::PerHand);
        QCOMPARE(cell.data().toString(), QLocale().toString(double(handSize) * cards / deck.size(), 'f', 2));

        double values = 0;
        for (int rank = 0; rank < int(deck.ranks.size()); ++rank)
            values += deck.ranks[std::size_t(rank)].value.value_or(0) * deck.rankSize(rank);
        QVERIFY(m_chances->expectedHandValue());
        QVERIFY(near(*m_chances->expectedHandValue(), handSize * values / deck.size()));
    }

    void aChangedCountChangesTheFigures()
    {
        const Deck before = m_deck->deck();
        const int gold = before.findSuit("gold");
        const int dynamite = before.findRank("dynamite");
        const int seven = before.findRank("7");
        const double oldSeven = m_chances->index(gold, seven).data(DealChancesModel::ChanceRole).toDouble();
        QSignalSpy changed(m_chances.get(), &QAbstractItemModel::dataChanged);

        QVERIFY(m_deck->setData(m_deck->index(gold, dynamite), 3));
        QVERIFY(!changed.isEmpty());
        const Deck &after = m_deck->deck();
        QCOMPARE(after.count(gold, dynamite), 3);
        const int handSize = m_chances->dealtCards();
        QVERIFY(near(m_chances->index(gold, dynamite).data(DealChancesModel::ChanceRole).toDouble(),
            atLeastOne(after.size(), 3, handSize)));
        // Every other kind is now rarer in a larger deck.
        const double newSeven = m_chances->index(gold, seven).data(DealChancesModel::ChanceRole).toDouble();
        QVERIFY(newSeven < oldSeven);
        QVERIFY(near(newSeven, atLeastOne(after.size(), after.count(gold, seven), handSize)));

        m_document->undoStack()->undo();
        QVERIFY(near(m_chances->index(gold, seven).data(DealChancesModel::ChanceRole).toDouble(), oldSeven));
    }

    void figuresAreNeverEditedNorSaved()
    {
        const QString text = m_document->text();
        const QString csv = m_deck->toCsv();
        for (int row = 0; row < m_chances->rowCount(); ++row)
            for (int column = 0; column < m_chances->columnCount(); ++column) {
                const QModelIndex cell = m_chances->index(row, column);
                QVERIFY(!(cell.flags() & Qt::ItemIsEditable));
                QVERIFY(!m_chances->setData(cell, 7));
            }
        m_chances->setPlayers(m_chances->maxPlayers());
        m_chances->setFigure(DealChancesModel::Figure::PerHand);
        QCOMPARE(m_document->text(), text);
        QCOMPARE(m_deck->toCsv(), csv);
        QVERIFY(!m_document->isModified());
    }

    void playersWithinTheRules()
    {
        QCOMPARE(m_chances->minPlayers(), 2);
        QCOMPARE(m_chances->maxPlayers(), 5);
        m_chances->setPlayers(99);
        QCOMPARE(m_chances->players(), 5);
        m_chances->setPlayers(0);
        QCOMPARE(m_chances->players(), 2);
    }

    void noFiguresWhileTheRulesHaveProblems()
    {
        QSignalSpy reset(m_chances.get(), &QAbstractItemModel::modelReset);
        m_document->setValue("hand_size", std::int64_t(20)); // 1..10
        QVERIFY(!m_document->isValid());
        QVERIFY(!m_chances->isAvailable());
        QCOMPARE(m_chances->rowCount(), 0);
        QVERIFY(!m_chances->unavailableReason().isEmpty());
        QVERIFY(!m_chances->expectedHandValue());
        m_document->undoStack()->undo();
        QVERIFY(m_chances->isAvailable());
        QCOMPARE(m_chances->rowCount(), m_deck->rowCount());
        QCOMPARE(reset.count(), 2);
    }

    void deckWithoutSuits()
    {
        auto document = open(m_folder, shippedOf("boomo", "standard"));
        QVERIFY(document);
        DeckModel deck(document.get(), u"deck"_s, nullptr);
        DealChancesModel chances(document.get(), &deck);
        QAbstractItemModelTester tester(&chances, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(chances.isAvailable());
        QCOMPARE(chances.rowCount(), 1); // no totals: the one row is the deck
        QCOMPARE(chances.columnCount(), deck.rankCount());
        const Deck &cards = deck.deck();
        const int stop = cards.findRank("stop");
        QVERIFY(stop >= 0);
        QVERIFY(near(chances.index(0, stop).data(DealChancesModel::ChanceRole).toDouble(),
            atLeastOne(cards.size(), cards.count(0, stop), chances.dealtCards())));
    }

    void noFiguresWhereNothingIsDealt()
    {
        auto document = open(m_folder, shippedOf("halunken-spelunken", "standard"));
        QVERIFY(document);
        DeckModel deck(document.get(), u"deck"_s, nullptr);
        DealChancesModel chances(document.get(), &deck);
        QVERIFY(document->isValid());
        QVERIFY(!chances.isAvailable());
        QCOMPARE(chances.rowCount(), 0);
        QVERIFY(!chances.unavailableReason().isEmpty());
    }

private:
    Folder m_folder;
    std::unique_ptr<VariantDocument> m_document;
    std::unique_ptr<DeckModel> m_deck;
    std::unique_ptr<DealChancesModel> m_chances;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestDealChancesModel)
#include "test_dealchancesmodel.moc"
