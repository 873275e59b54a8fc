// The parameter tree: built from the schema (groups, parameters, a row per
// player count), checked by QAbstractItemModelTester through every edit;
// edits within the schema's bounds only, "changed" marks, reset to base,
// undo and redo, the changed-only filter, and the loader's problems beside
// the parameter and in the problem list.

#include "editortestsupport.h"

#include "models/changedfilter.h"
#include "models/diagnosticsmodel.h"
#include "models/editorroles.h"
#include "models/paramtext.h"
#include "models/variantmodel.h"

#include <QAbstractItemModelTester>
#include <QFont>
#include <QSignalSpy>
#include <QUndoStack>

using namespace Qt::Literals::StringLiterals;
using namespace editortest;
using houserules::Deck;
using houserules::ParamValue;

namespace {

QModelIndex value(const VariantModel &model, const QString &path)
{
    return model.indexOf(path, VariantModel::ValueColumn);
}

QStringList childNames(const QAbstractItemModel &model, const QModelIndex &parent = {})
{
    QStringList names;
    for (int row = 0; row < model.rowCount(parent); ++row)
        names << model.index(row, 0, parent).data().toString();
    return names;
}

} // namespace

class TestVariantModel : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_document = open(m_folder, shipped("standard"));
        QVERIFY(m_document);
        m_model = std::make_unique<VariantModel>(m_document.get(), nullptr);
        m_tester = std::make_unique<QAbstractItemModelTester>(
            m_model.get(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    }

    void cleanup()
    {
        m_tester.reset();
        m_model.reset();
        m_document.reset();
    }

    // Groups in the schema's order, then their parameters in schema order.
    void treeFollowsTheSchema()
    {
        QCOMPARE(childNames(*m_model), (QStringList {u"Players"_s, u"Setup"_s, u"Cards"_s}));
        QCOMPARE(childNames(*m_model, m_model->index(0, 0)), (QStringList {u"Min"_s, u"Max"_s}));
        QCOMPARE(childNames(*m_model, m_model->index(1, 0)), (QStringList {u"Hand size"_s, u"Set aside"_s}));
        QCOMPARE(m_model->pathOf(m_model->index(0, 0, m_model->index(1, 0))), u"hand_size"_s);
        // set_aside: a row per player count of the variant.
        const QModelIndex setAside = m_model->indexOf(u"set_aside"_s);
        QCOMPARE(m_model->rowCount(setAside), 4);
        QCOMPARE(m_model->index(0, VariantModel::ValueColumn, setAside).data().toInt(), 12);
        // Without a game's words: the schema's description is the help.
        QCOMPARE(m_model->indexOf(u"hand_size"_s, VariantModel::DescriptionColumn).data().toString(),
            u"cards in each hand; the turn's draw refills it"_s);
        QCOMPARE(
            value(*m_model, u"deck"_s).data().toString(), u"60 card(s): gold, banknotes, coins, jewelry, diamonds"_s);
        QCOMPARE(EditorKind(value(*m_model, u"hand_size"_s).data(EditorRole::Kind).toInt()), EditorKind::Integer);
        QCOMPARE(value(*m_model, u"hand_size"_s).data(EditorRole::Minimum).toLongLong(), 1);
        QCOMPARE(value(*m_model, u"hand_size"_s).data(EditorRole::Maximum).toLongLong(), 10);
        QCOMPARE(EditorKind(value(*m_model, u"set_aside"_s).data(EditorRole::Kind).toInt()), EditorKind::PerPlayers);
        QCOMPARE(EditorKind(value(*m_model, u"deck"_s).data(EditorRole::Kind).toInt()), EditorKind::Deck);
        QVERIFY(!(value(*m_model, u"deck"_s).flags() & Qt::ItemIsEditable)); // its own table
        QVERIFY(value(*m_model, u"hand_size"_s).flags() & Qt::ItemIsEditable);
        QVERIFY(!(m_model->indexOf(u"hand_size"_s).flags() & Qt::ItemIsEditable));
    }

    // An edit is one undoable command, re-validated once; out of the
    // schema's range it is refused and nothing happens.
    void editsWithinRange()
    {
        QSignalSpy changed(m_document.get(), &VariantDocument::valueChanged);
        QSignalSpy validated(m_document.get(), &VariantDocument::validated);
        const QModelIndex hand = value(*m_model, u"hand_size"_s);
        QVERIFY(!hand.data(EditorRole::Changed).toBool());
        QVERIFY(m_model->setData(hand, 4));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(validated.count(), 1);
        QCOMPARE(std::get<std::int64_t>(m_document->value("hand_size")), 4);
        QCOMPARE(hand.data().toString(), u"4"_s);
        QCOMPARE(m_model->indexOf(u"hand_size"_s, VariantModel::BaseColumn).data().toString(), u"3"_s);
        QVERIFY(hand.data(EditorRole::Changed).toBool());
        QVERIFY(hand.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(m_model->index(1, 0).data(EditorRole::Changed).toBool()); // its group
        QCOMPARE(m_document->changedCount(), 1);
        QVERIFY(m_document->isModified());

        // Out of range: kept as typed, and the loader's problem is at the cell.
        QVERIFY(m_model->setData(hand, 11));
        QCOMPARE(hand.data().toString(), u"11"_s);
        QCOMPARE(std::get<std::int64_t>(m_document->value("hand_size")), 11);
        QVERIFY(!m_document->isValid());
        QCOMPARE(m_document->diagnostics().size(), 1);
        QCOMPARE(
            hand.data(EditorRole::Problem).toString(), ParamText::problem(nullptr, m_document->diagnostics().front()));
        QVERIFY2(hand.data(EditorRole::Problem).toString().contains(u"11"_s),
            qPrintable(hand.data(EditorRole::Problem).toString()));
        QVERIFY(m_model->setData(hand, 0));
        QVERIFY(!m_document->isValid());
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QVERIFY(m_document->isValid());
        QVERIFY(!m_model->setData(hand, u"four"_s)); // not a number: nothing to keep
        QCOMPARE(changed.count(), 5);
        QCOMPARE(std::get<std::int64_t>(m_document->value("hand_size")), 4);
        QCOMPARE(m_document->undoStack()->count(), 3);
    }

    void resetUndoRedo()
    {
        const QModelIndex hand = value(*m_model, u"hand_size"_s);
        const QModelIndex min = value(*m_model, u"players.min"_s);
        QVERIFY(m_model->setData(hand, 5));
        QVERIFY(m_model->setData(min, 3));
        QCOMPARE(m_document->changedCount(), 2);

        m_model->resetToBase(m_model->indexOf(u"hand_size"_s));
        QCOMPARE(hand.data().toString(), u"3"_s);
        QCOMPARE(m_document->changedCount(), 1);
        m_document->resetAllToBase();
        QCOMPARE(m_document->changedCount(), 0);
        QCOMPARE(min.data().toString(), u"2"_s);
        QCOMPARE(m_document->undoStack()->count(), 4);

        QUndoStack *undo = m_document->undoStack();
        undo->undo(); // reset all
        QCOMPARE(min.data().toString(), u"3"_s);
        undo->undo(); // reset hand size
        QCOMPARE(hand.data().toString(), u"5"_s);
        undo->undo();
        undo->undo();
        QCOMPARE(m_document->changedCount(), 0);
        QVERIFY(!m_document->isModified());
        undo->redo();
        QCOMPARE(hand.data().toString(), u"5"_s);
        QVERIFY(m_document->isModified());
    }

    // A player count added to a per-player value adds its row; one outside
    // players.min..max is what the game rejects, shown beside the parameter
    // and in the problem list, which points back at it.
    void perPlayerRowsAndProblems()
    {
        DiagnosticsModel problems(m_document.get(), nullptr);
        QAbstractItemModelTester problemsTester(&problems, QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QModelIndex setAside = m_model->indexOf(u"set_aside"_s);
        QSignalSpy inserted(m_model.get(), &QAbstractItemModel::rowsInserted);

        QVariantMap values = value(*m_model, u"set_aside"_s).data(Qt::EditRole).toMap();
        values.insert(u"6"_s, 0);
        QVERIFY(m_model->setData(value(*m_model, u"set_aside"_s), values));
        QCOMPARE(m_model->rowCount(setAside), 5);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(m_model->index(4, 0, setAside).data().toString(), u"6 player(s)"_s);

        const QString problem = value(*m_model, u"set_aside"_s).data(EditorRole::Problem).toString();
        QVERIFY2(
            problem.contains(u"has an entry for 6 players, outside players.min..players.max"_s), qPrintable(problem));
        QCOMPARE(m_model->indexOf(u"set_aside"_s, VariantModel::DescriptionColumn).data().toString(), problem);
        QCOMPARE(problems.rowCount(), 1);
        QCOMPARE(problems.pathOf(0), u"set_aside"_s);
        QCOMPARE(problems.index(0, DiagnosticsModel::ParameterColumn).data().toString(), u"Set aside"_s);
        QVERIFY(problems.index(0, DiagnosticsModel::LineColumn).data().toInt() > 0);
        QVERIFY(!m_document->isValid());
        QVERIFY(!m_document->validVariant());

        // Raising players.max to 6 makes it right.
        QVERIFY(m_model->setData(value(*m_model, u"players.max"_s), 6));
        QCOMPARE(problems.rowCount(), 0);
        QVERIFY(value(*m_model, u"set_aside"_s).data(EditorRole::Problem).toString().isEmpty());
        QVERIFY(m_document->validVariant());
        QCOMPARE(m_document->validVariant()->integer("players.max"), 6);

        // One count's row is edited on its own.
        QVERIFY(m_model->setData(m_model->index(0, VariantModel::ValueColumn, setAside), 10));
        QCOMPARE(m_document->edited().byPlayers("set_aside").at(2), 10);
        QVERIFY(m_model->setData(m_model->index(0, VariantModel::ValueColumn, setAside), 501)); // kept: a problem
        QVERIFY(!value(*m_model, u"set_aside"_s).data(EditorRole::Problem).toString().isEmpty());
        QVERIFY(!m_model->setData(m_model->index(0, VariantModel::ValueColumn, setAside), u"many"_s));

        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        m_document->undoStack()->undo();
        QCOMPARE(m_model->rowCount(setAside), 4);
        QVERIFY(m_document->isValid());
    }

    // "Changed only": the changed parameters and their groups, all of a
    // changed per-player value's rows; following later edits.
    void changedOnlyFilter()
    {
        ChangedFilterModel filter;
        filter.setSourceModel(m_model.get());
        QAbstractItemModelTester tester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(filter.rowCount(), 3);
        filter.setChangedOnly(true);
        QCOMPARE(filter.rowCount(), 0);

        QVERIFY(m_model->setData(value(*m_model, u"hand_size"_s), 4));
        QCOMPARE(childNames(filter), (QStringList {u"Setup"_s}));
        QCOMPARE(childNames(filter, filter.index(0, 0)), (QStringList {u"Hand size"_s}));

        const QModelIndex setAside = m_model->indexOf(u"set_aside"_s);
        QVERIFY(m_model->setData(m_model->index(1, VariantModel::ValueColumn, setAside), 5));
        QCOMPARE(childNames(filter, filter.index(0, 0)), (QStringList {u"Hand size"_s, u"Set aside"_s}));
        QCOMPARE(filter.rowCount(filter.index(1, 0, filter.index(0, 0))), 4);

        m_document->resetAllToBase();
        QCOMPARE(filter.rowCount(), 0);
        filter.setChangedOnly(false);
        QCOMPARE(filter.rowCount(), 3);
    }

    // Every kind of parameter, in a game made up for the test.
    void everyKindOfParameter()
    {
        Folder folder;
        auto document = open(folder, folder.file(u"toy/standard.yaml"_s));
        QVERIFY(document);
        VariantModel model(document.get(), nullptr);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The declared group, then the one a nested path makes, then the ungrouped deck.
        QCOMPARE(childNames(model), (QStringList {u"General"_s, u"Scoring"_s, u"Deck"_s}));

        const auto kind = [&model](const char *path) {
            return EditorKind(value(model, QString::fromLatin1(path)).data(EditorRole::Kind).toInt());
        };
        QCOMPARE(kind("scoring.bonus"), EditorKind::Flag);
        QCOMPARE(kind("scoring.mode"), EditorKind::Choice);
        QCOMPARE(kind("name"), EditorKind::Text);
        QCOMPARE(kind("targets"), EditorKind::IntegerList);
        QCOMPARE(kind("tags"), EditorKind::NameList);
        QCOMPARE(value(model, u"scoring.mode"_s).data(EditorRole::Choices).toStringList(),
            (QStringList {u"short"_s, u"long"_s}));

        const QModelIndex bonus = value(model, u"scoring.bonus"_s);
        QVERIFY(bonus.flags() & Qt::ItemIsUserCheckable);
        QCOMPARE(bonus.data(Qt::CheckStateRole).toInt(), int(Qt::Unchecked));
        QVERIFY(model.setData(bonus, Qt::Checked, Qt::CheckStateRole));
        QVERIFY(document->edited().flag("scoring.bonus"));

        QVERIFY(!model.setData(value(model, u"scoring.mode"_s), u"medium"_s));
        QVERIFY(model.setData(value(model, u"scoring.mode"_s), u"long"_s));
        QVERIFY(model.setData(value(model, u"name"_s), u"kitchen"_s));

        QVERIFY(model.setData(value(model, u"targets"_s), u"5, 15 ,45"_s));
        QCOMPARE(document->edited().integers("targets"), (std::vector<std::int64_t> {5, 15, 45}));
        // Out of range, too few, too many: kept as typed, and the loader says why.
        for (const QString &typed : {u"5, 51"_s, u""_s, u"1, 2, 3, 4, 5, 6"_s}) {
            QVERIFY(model.setData(value(model, u"targets"_s), typed));
            QVERIFY2(!value(model, u"targets"_s).data(EditorRole::Problem).toString().isEmpty(), qPrintable(typed));
            document->undoStack()->undo();
        }
        QVERIFY(!model.setData(value(model, u"targets"_s), u"5, x"_s)); // not numbers
        QVERIFY(model.setData(value(model, u"tags"_s), u"quiet, slow"_s));
        QVERIFY(!model.setData(value(model, u"tags"_s), u"Quiet"_s));
        QVERIFY(!model.setData(value(model, u"tags"_s), u"slow, slow"_s));

        // The cross-check of this game: the bank needs two players' coins.
        QVERIFY(model.setData(value(model, u"bank"_s), QVariantMap {{u"3"_s, 60}}));
        QVERIFY(value(model, u"bank"_s).data(EditorRole::Problem).toString().contains(u"needs an entry"_s));
        document->undoStack()->undo();
        QVERIFY(document->isValid());
        QCOMPARE(document->changedCount(), 5);
        QVERIFY2(document->text().contains(u"mode: long"_s), qPrintable(document->text()));
    }

    // A choice is shown in the game's words and kept as its id.
    void choicesInWords()
    {
        Folder folder;
        auto document = open(folder, folder.file(u"toy/standard.yaml"_s));
        QVERIFY(document);
        DutchChoiceWords dutch;
        VariantModel model(document.get(), &dutch);
        const QModelIndex mode = value(model, u"scoring.mode"_s);
        QCOMPARE(mode.data(EditorRole::Choices).toStringList(), (QStringList {u"short"_s, u"long"_s}));
        QCOMPARE(mode.data(EditorRole::ChoiceNames).toStringList(), (QStringList {u"Kort"_s, u"Lang"_s}));
        QCOMPARE(mode.data().toString(), u"Kort"_s);
        QVERIFY(model.setData(mode, u"long"_s));
        QCOMPARE(value(model, u"scoring.mode"_s).data().toString(), u"Lang"_s);
        QCOMPARE(document->edited().text("scoring.mode"), std::string("long"));

        VariantModel plain(document.get(), nullptr); // a game without words: the ids
        QCOMPARE(value(plain, u"scoring.mode"_s).data().toString(), u"long"_s);
    }

private:
    Folder m_folder;
    std::unique_ptr<VariantDocument> m_document;
    std::unique_ptr<VariantModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

QTEST_MAIN(TestVariantModel)
#include "test_variantmodel.moc"
