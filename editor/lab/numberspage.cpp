#include "numberspage.h"

#include "labtext.h"

#include <QHeaderView>
#include <QStandardItemModel>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

NumbersPage::NumbersPage(QWidget *parent) : QTableView(parent), m_numbers(new QStandardItemModel(this))
{
    setObjectName(u"numbers"_s);
    setModel(m_numbers);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setAccessibleName(tr("Numbers"));
}

void NumbersPage::show(const ComparisonReport *comparison, const FigureTexts &texts)
{
    m_numbers->clear();
    setAccessibleName(tr("Numbers")); // the page's tab: read again in the language of the moment
    m_numbers->setHorizontalHeaderLabels({tr("Measure"), tr("Seats"), m_names.baseOr(tr("Base rules")),
        m_names.editedOr(tr("Edited rules")), tr("Difference")});
    m_numbers->horizontalHeaderItem(4)->setToolTip(
        tr("Edited minus base over the same games, ± the half-width of the paired 95% interval; bold where the "
           "interval excludes zero"));
    if (!comparison)
        return;
    const ComparisonReport &r = *comparison;
    const auto row = [&](const QString &measure, const QString &seats, const Estimate &base, const Estimate &edited,
                         const Estimate *difference, int decimals) {
        QList<QStandardItem *> items {LabText::tableCell(measure), LabText::tableCell(seats),
            LabText::tableCell(LabText::value(base, decimals), LabText::interval(base, decimals)),
            LabText::tableCell(LabText::value(edited, decimals), LabText::interval(edited, decimals))};
        if (difference) {
            const bool points = difference->share;
            items << LabText::tableCell(points ? tr("%1 points").arg(LabText::pointsDifference(*difference))
                                               : LabText::numberDifference(*difference, decimals),
                LabText::interval(difference->low * (points ? 100 : 1), difference->high * (points ? 100 : 1), false,
                    points ? 1 : decimals),
                difference->excludesZero());
        }
        for (int column = 2; column < items.size(); ++column)
            items[column]->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_numbers->appendRow(items);
    };
    const int players = int(r.seats.size());
    for (int seat = 0; seat < players; ++seat) {
        const auto &b = r.base.seats[std::size_t(seat)];
        const auto &e = r.house.seats[std::size_t(seat)];
        row(tr("Win rate"), LabText::seat(seat), {b.winRate, b.winRateLow, b.winRateHigh, r.games, true},
            {e.winRate, e.winRateLow, e.winRateHigh, r.games, true}, &r.seats[std::size_t(seat)].winRate, 2);
    }
    for (const auto &[id, edited] : r.house.figures) {
        const auto base = r.base.figures.find(id);
        if (base == r.base.figures.end())
            continue;
        const QString label = texts.figureLabel(QString::fromStdString(id));
        const auto difference = r.figures.find(id);
        row(label, tr("All"), base->second, edited, difference == r.figures.end() ? nullptr : &difference->second, 3);
        if (texts.sameForEverySeat(QString::fromStdString(id)))
            continue;
        for (int seat = 0; seat < players; ++seat) {
            const auto &bs = r.base.seats[std::size_t(seat)].figures;
            const auto &es = r.house.seats[std::size_t(seat)].figures;
            const auto &ds = r.seats[std::size_t(seat)].figures;
            if (bs.count(id) && es.count(id))
                row(label, LabText::seat(seat), bs.at(id), es.at(id), ds.count(id) ? &ds.at(id) : nullptr, 3);
        }
    }
    for (int seat = 0; seat < players; ++seat)
        row(tr("Mean score"), LabText::seat(seat), r.base.seats[std::size_t(seat)].score,
            r.house.seats[std::size_t(seat)].score, &r.seats[std::size_t(seat)].score, 2);
    row(tr("Decisions per game"), tr("All"), r.base.length, r.house.length, &r.length, 1);
    row(tr("Games without a winner"), tr("All"), shareEstimate(r.base.gamesWithoutWinner, r.base.games),
        shareEstimate(r.house.gamesWithoutWinner, r.house.games), nullptr, 2);
}
