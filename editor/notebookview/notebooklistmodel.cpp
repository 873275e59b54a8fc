#include "notebooklistmodel.h"

#include <QLocale>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::Literals::StringLiterals;

namespace {

// Columns of Notebook::listColumns().
enum Source {
    Id,
    RanAt,
    Game,
    Mode,
    Variant,
    Base,
    Players,
    Bots,
    Games,
    Note,
    Sha256,
    Seed,
    Shards,
    Version,
    From,
    RerunOf,
    Title
};

} // namespace

NotebookListModel::NotebookListModel(QObject *parent) : QSqlQueryModel(parent)
{}

void NotebookListModel::setNotebook(Notebook *notebook)
{
    m_notebook = notebook;
    refresh();
}

void NotebookListModel::setFilter(const NotebookFilter &filter)
{
    m_filter = filter;
    refresh();
}

void NotebookListModel::refresh()
{
    if (!m_notebook || !m_notebook->canRead()) {
        clear();
        return;
    }
    const auto [sql, values] = m_notebook->listQuery(m_filter);
    QSqlQuery query(m_notebook->database());
    query.prepare(sql);
    for (const QVariant &value : values)
        query.addBindValue(value);
    query.exec();
    setQuery(std::move(query)); // fetches the first rows only; the view asks for more as it scrolls
}

QString NotebookListModel::modeText(const QString &mode)
{
    if (mode == u"compare"_s)
        //: A run of the notebook: the edited rules against their base.
        return tr("Comparison");
    if (mode == u"compare-several"_s)
        //: A run of the notebook: several house rules, each against the base.
        return tr("Side by side");
    if (mode == u"sweep"_s)
        //: A run of the notebook: one or two parameters over a range of values.
        return tr("Sweep");
    if (mode == u"simulate"_s)
        //: A run of the notebook: one set of rules played by bots.
        return tr("Simulation");
    return mode;
}

QVariant NotebookListModel::sourceValue(int row, int sourceColumn) const
{
    // The query's own column, past the ones this model shows (record()
    // would ask data() again, of this model).
    return QSqlQueryModel::data(createIndex(row, sourceColumn), Qt::DisplayRole);
}

QString NotebookListModel::idAt(int row) const
{
    return sourceValue(row, Id).toString();
}

QString NotebookListModel::gameAt(int row) const
{
    return sourceValue(row, Game).toString();
}

int NotebookListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || QSqlQueryModel::columnCount() == 0 ? 0 : ColumnCount;
}

QVariant NotebookListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int row = index.row();
    if (role == IdRole)
        return idAt(row);
    if (role == GameIdRole)
        return gameAt(row);
    if (role == Qt::TextAlignmentRole
        && (index.column() == PlayersColumn || index.column() == GamesColumn || index.column() == SeedColumn))
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole && role != Qt::EditRole)
        return {};
    const auto value = [&](int column) { return sourceValue(row, column); };
    switch (index.column()) {
    case DateColumn: {
        const QDateTime when = QDateTime::fromString(value(RanAt).toString(), Qt::ISODateWithMs).toLocalTime();
        return QLocale().toString(when, QLocale::ShortFormat);
    }
    case GameColumn: {
        const QString game = value(Game).toString();
        return m_gameNames ? m_gameNames(game) : game;
    }
    case ModeColumn:
        return value(RerunOf).toString().isEmpty()
            ? modeText(value(Mode).toString())
            //: A run of the notebook that played another run again, e.g. "Comparison (rerun)".
            : tr("%1 (rerun)").arg(modeText(value(Mode).toString()));
    case RulesColumn: {
        const QString variant = value(Variant).toString(), base = value(Base).toString();
        //: The rules of a run in the notebook: %1 played against their base %2.
        return base.isEmpty() ? variant : tr("%1 vs %2").arg(variant, base);
    }
    case TitleColumn:
        return localTitle(titlesFrom(value(Title).toString()));
    case PlayersColumn:
        return value(Players).toInt();
    case GamesColumn:
        return role == Qt::DisplayRole ? QVariant(QLocale().toString(value(Games).toLongLong()))
                                       : QVariant(value(Games).toLongLong());
    case SeedColumn:
        return value(Seed).toString();
    case BotsColumn: {
        // "4 × heuristic" when every seat has the same bot, as a run usually does.
        const QStringList bots = value(Bots).toString().split(u',', Qt::SkipEmptyParts);
        if (!bots.isEmpty() && bots.count(bots.front()) == bots.size() && bots.size() > 1)
            //: The computer players of a run in the notebook: how many, and the bot each seat had.
            return tr("%1 × %2").arg(bots.size()).arg(bots.front());
        return bots.join(u", "_s);
    }
    case NoteColumn:
        return value(Note).toString();
    default:
        return {};
    }
}

QVariant NotebookListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QSqlQueryModel::headerData(section, orientation, role);
    switch (section) {
    case DateColumn:
        //: A column of the notebook's list: when the run was played.
        return tr("Date");
    case GameColumn:
        return tr("Game");
    case ModeColumn:
        //: A column of the notebook's list: what kind of run (comparison, sweep…).
        return tr("Run");
    case RulesColumn:
        return tr("Rules");
    case TitleColumn:
        //: A column of the notebook's list: the title the rules of a run carry ("Gold rush").
        return tr("Title");
    case PlayersColumn:
        return tr("Players");
    case GamesColumn:
        //: A column of the notebook's list: how many games the bots played.
        return tr("Games");
    case SeedColumn:
        //: A column of the notebook's list: the seed the run's games were played from.
        return tr("Seed");
    case BotsColumn:
        //: A column of the notebook's list: the computer players, seat by seat.
        return tr("Bots");
    case NoteColumn:
        return tr("Note");
    default:
        return {};
    }
}
