#include "settings.h"

#include <QSettings>

using namespace Qt::Literals::StringLiterals;

namespace settings {

namespace {

Pace readPace(const QString &key, Pace last)
{
    const int value = QSettings().value(key, int(Pace::Normal)).toInt();
    return value >= int(Pace::Off) && value <= int(last) ? Pace(value) : Pace::Normal;
}

} // namespace

QString language()
{
    return QSettings().value(u"language"_s).toString();
}
void setLanguage(const QString &code)
{
    QSettings().setValue(u"language"_s, code);
}
Pace animationPace()
{
    return readPace(u"animationPace"_s, Pace::Slow);
}
void setAnimationPace(Pace pace)
{
    QSettings().setValue(u"animationPace"_s, int(pace));
}
Pace botPace()
{
    return readPace(u"botPace"_s, Pace::OnKey);
}
void setBotPace(Pace pace)
{
    QSettings().setValue(u"botPace"_s, int(pace));
}

int tableTextSize()
{
    const int percent = QSettings().value(u"table/textSize"_s, 100).toInt();
    return percent == 125 || percent == 150 || percent == 200 ? percent : 100;
}
void setTableTextSize(int percent)
{
    QSettings().setValue(u"table/textSize"_s, percent);
}

QString notebookLocation()
{
    return QSettings().value(u"notebook/location"_s).toString();
}
void setNotebookLocation(const QString &location)
{
    if (location.isEmpty())
        QSettings().remove(u"notebook/location"_s);
    else
        QSettings().setValue(u"notebook/location"_s, location);
}

bool waitForNewcomer()
{
    return QSettings().value(u"table/waitForNewcomer"_s, true).toBool();
}
void setWaitForNewcomer(bool on)
{
    QSettings().setValue(u"table/waitForNewcomer"_s, on);
}

bool guideOffered(const QString &gameId)
{
    return QSettings().value(u"guide/%1/offered"_s.arg(gameId), false).toBool();
}
void setGuideOffered(const QString &gameId)
{
    QSettings().setValue(u"guide/%1/offered"_s.arg(gameId), true);
}
bool guideDone(const QString &gameId)
{
    return QSettings().value(u"guide/%1/done"_s.arg(gameId), false).toBool();
}
void setGuideDone(const QString &gameId)
{
    QSettings().setValue(u"guide/%1/done"_s.arg(gameId), true);
}

colourvision::Palette colourVision()
{
    return colourvision::fromId(QSettings().value(u"display/colourVision"_s).toString());
}
void setColourVision(colourvision::Palette palette)
{
    QSettings().setValue(u"display/colourVision"_s, colourvision::id(palette));
}

QString lastGameFolder()
{
    return QSettings().value(u"lastGameFolder"_s).toString();
}
void setLastGameFolder(const QString &folder)
{
    QSettings().setValue(u"lastGameFolder"_s, folder);
}

std::optional<setaside::Report> setAsideIfUnreadable()
{
    QString file;
    {
        const QSettings settings;
        (void)settings.allKeys(); // the file is read, and its status known, only at the first access
        if (settings.status() == QSettings::NoError)
            return std::nullopt;
        file = settings.fileName();
    } // closed before the file moves
    return setaside::Report {setaside::Report::Kind::Settings, setaside::moveAside(file), {}};
}

int animationMilliseconds(Pace pace)
{
    switch (pace) {
    case Pace::Off:
        return 0;
    case Pace::Fast:
        return 180;
    case Pace::Normal:
    case Pace::OnKey: // not a card's pace
        return 350;
    case Pace::Slow:
        return 700;
    }
    return 350;
}

int botDelayMilliseconds(Pace pace)
{
    switch (pace) {
    case Pace::Off:
        return 0;
    case Pace::Fast:
        return 250;
    case Pace::Normal:
        return 700;
    case Pace::Slow:
        return 1400;
    case Pace::OnKey:
        return 0; // the key was the wait
    }
    return 700;
}

int newcomerWaitMilliseconds(Pace pace)
{
    // Long enough to look over a hand of seven cards; Off plays at once.
    switch (pace) {
    case Pace::Off:
        return 0;
    case Pace::Fast:
        return 2500;
    case Pace::Normal:
        return 5000;
    case Pace::Slow:
        return 8000;
    case Pace::OnKey:
        return 0; // every move waits for a key anyway
    }
    return 5000;
}

} // namespace settings
