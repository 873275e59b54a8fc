#pragma once

#include "notebook/notebook.h"

#include <QCoreApplication>
#include <QSqlQueryModel>

// The notebook's runs as the Notebook view lists them, newest first: a
// QSqlQueryModel over Notebook::listQuery(), so rows are fetched from the
// database as the view scrolls to them (fetchMore), never all copied in.
// Display columns are worked out from the query's own (listColumns()).
class NotebookListModel final : public QSqlQueryModel {
    Q_OBJECT
public:
    enum Column {
        DateColumn,
        GameColumn,
        ModeColumn,
        RulesColumn,
        TitleColumn, // the rules' title in the user's language
        PlayersColumn,
        GamesColumn,
        SeedColumn,
        BotsColumn,
        NoteColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1, // the run's id
        GameIdRole,                // "blasting-billy"
    };

    explicit NotebookListModel(QObject *parent = nullptr);

    // Lists `notebook`'s runs (not owned; null: none) through `filter`.
    void setNotebook(Notebook *notebook);
    void setFilter(const NotebookFilter &filter);
    NotebookFilter filter() const { return m_filter; }
    // Queries anew (after a run is kept, a note changed, runs deleted).
    void refresh();
    // A game's name in the current language; the id when unknown.
    void setGameNames(std::function<QString(const QString &game)> names) { m_gameNames = std::move(names); }
    // The words of a mode ("compare": "Comparison").
    static QString modeText(const QString &mode);

    QString idAt(int row) const;
    QString gameAt(int row) const;

    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant sourceValue(int row, int sourceColumn) const;

    Notebook *m_notebook = nullptr;
    NotebookFilter m_filter;
    std::function<QString(const QString &)> m_gameNames;
};
