#include "changedfilter.h"

#include "editorroles.h"

ChangedFilterModel::ChangedFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    // A group stays while one of its rows is accepted.
    setRecursiveFilteringEnabled(true);
    // Edits change what is "changed": filter again as data changes.
    setDynamicSortFilter(true);
}

void ChangedFilterModel::setChangedOnly(bool on)
{
    if (on == m_changedOnly)
        return;
    // Qt 6.4 has no beginFilterChange(); invalidateFilter() does the same here.
    m_changedOnly = on;
    invalidateFilter();
}

bool ChangedFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_changedOnly)
        return true;
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    // Rows under a changed parameter come with it.
    if (sourceParent.isValid() && sourceParent.data(EditorRole::Kind).toInt() != 0
        && sourceParent.data(EditorRole::Changed).toBool())
        return true;
    // Groups count only through their rows (recursive filtering).
    if (index.data(EditorRole::Kind).toInt() == 0)
        return false;
    return index.data(EditorRole::Changed).toBool();
}
