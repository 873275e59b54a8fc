#include "gamereport.h"

extern const GameReport kBlastingBillyReport;
extern const GameReport kBoomoReport;
extern const GameReport kHalunkenSpelunkenReport;
extern const GameReport kWyattEarpReport;

const GameReport *gameReport(std::string_view game)
{
    for (const GameReport *report :
        {&kBlastingBillyReport, &kBoomoReport, &kHalunkenSpelunkenReport, &kWyattEarpReport})
        if (report->game == game)
            return report;
    return nullptr;
}

QString reportString(const std::string &text)
{
    return QString::fromStdString(text);
}

QString playerName(const houserules::Replayed &replayed, int seat, const QString &fallback)
{
    return seat >= 0 && seat < int(replayed.record.players.size())
        ? reportString(replayed.record.players[std::size_t(seat)])
        : fallback;
}
