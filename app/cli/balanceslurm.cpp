#include "balanceslurm.h"

#include "simreport/simreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSaveFile>
#include <QStandardPaths>

#include <memory>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;

namespace {

Diagnostic failure(const QString &message)
{
    return diagnostic("slurm", message.toStdString());
}

} // namespace

QString findSlurmScript()
{
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(u"houserules-slurm"_s);
    if (QFileInfo(beside).isExecutable())
        return beside;
    return QStandardPaths::findExecutable(u"houserules-slurm"_s);
}

std::function<Expected<std::vector<SimulationTally>>(const BalanceRound &)> slurmRounds(const SlurmRounds &how)
{
    return [how](const BalanceRound &round) -> Expected<std::vector<SimulationTally>> {
        const QDir folder(QDir(how.folder).filePath(u"round-%1"_s.arg(round.round + 1)));
        if (!QDir().mkpath(folder.path()))
            return failure(u"cannot make the folder %1"_s.arg(folder.path()));
        QStringList bots;
        for (const auto &bot : how.bots)
            bots << QString::fromStdString(bot);
        // Every candidate's array at once; then wait for all.
        std::vector<std::unique_ptr<QProcess>> jobs;
        for (std::size_t k = 0; k < round.rules.size(); ++k) {
            const QString name = u"candidate-%1"_s.arg(k + 1);
            const QString rules = folder.filePath(name + u".yaml"_s);
            QSaveFile file(rules);
            if (!file.open(QIODevice::WriteOnly) || file.write(QByteArray::fromStdString(round.rules[k])) < 0
                || !file.commit())
                return failure(u"cannot write %1: %2"_s.arg(rules, file.errorString()));
            auto job = std::make_unique<QProcess>();
            job->setProcessChannelMode(QProcess::MergedChannels);
            job->setStandardOutputFile(folder.filePath(name + u".log"_s));
            job->start(how.script,
                QStringList {u"--tasks"_s, QString::number(how.tasks), u"--out"_s, folder.filePath(name), u"--cli"_s,
                    how.cli, u"--wait"_s}
                    + how.scriptArgs
                    + QStringList {u"--"_s, u"--variant"_s, rules, u"--players"_s, QString::number(how.players),
                        u"--bots"_s, bots.join(u','), u"--games"_s, QString::number(round.games), u"--seed"_s,
                        QString::number(round.seed), u"--no-notebook"_s});
            jobs.push_back(std::move(job));
        }
        std::vector<SimulationTally> tallies;
        for (std::size_t k = 0; k < jobs.size(); ++k) {
            QProcess &job = *jobs[k];
            const QString name = u"candidate-%1"_s.arg(k + 1);
            const QString log = folder.filePath(name + u".log"_s);
            if (!job.waitForFinished(-1) || job.exitStatus() != QProcess::NormalExit || job.exitCode() != 0)
                return failure(u"round %1, %2: houserules-slurm failed (%3); see %4"_s.arg(round.round + 1)
                                   .arg(name, job.errorString(), log));
            QFile result(QDir(folder.filePath(name)).filePath(u"result.json"_s));
            if (!result.open(QIODevice::ReadOnly))
                return failure(u"round %1, %2: no merged result in %3; see %4"_s.arg(round.round + 1)
                                   .arg(name, result.fileName(), log));
            QString error;
            const auto read = resultFromJson(QJsonDocument::fromJson(result.readAll()).object(), &error);
            const auto *tally = read ? std::get_if<SimulationTally>(&read->tally) : nullptr;
            if (!tally || read->cancelled || tally->games != round.games)
                return failure(
                    u"round %1, %2: %3 is not the whole run of the candidate's games%4"_s.arg(round.round + 1)
                        .arg(name, result.fileName(), error.isEmpty() ? QString() : u": "_s + error));
            tallies.push_back(*tally);
        }
        return tallies;
    };
}
