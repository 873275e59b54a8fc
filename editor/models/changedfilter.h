#pragma once

#include <QSortFilterProxyModel>

// "Changed only": the rows whose EditorRole::Changed is true, with the
// groups that hold them and every row under a changed parameter (all of its
// per-player values, so that the change reads in context). Off, it passes
// everything through.
class ChangedFilterModel final : public QSortFilterProxyModel {
    Q_OBJECT
public:
    explicit ChangedFilterModel(QObject *parent = nullptr);

    bool changedOnly() const { return m_changedOnly; }
    void setChangedOnly(bool on);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    bool m_changedOnly = false;
};
