#pragma once

#include "userdata/setaside.h"

#include "palette/colourvision.h"

#include <QString>

#include <optional>

// The user's preferences, kept with QSettings.
namespace settings {

// OnKey is the computer players' only: each of their moves waits for a key.
enum class Pace { Off, Fast, Normal, Slow, OnKey };

QString language(); // "nl", "en", "de", "fr", "it"; empty: not chosen yet
void setLanguage(const QString &code);
Pace animationPace();
void setAnimationPace(Pace pace);
Pace botPace();
void setBotPace(Pace pace);
// The size of the texts on the tables, in percent of the desktop's: 100,
// 125, 150 or 200.
int tableTextSize();
void setTableTextSize(int percent);
// The notebook of the lab's runs: empty for the file in the data folder,
// or a team's server ("postgresql://user@host:port/database"). Read at
// start (Notebook::defaultLocation() reads the same key, for houserules-cli too).
QString notebookLocation();
void setNotebookLocation(const QString &location);
// The computer players wait for the person at the start of a game and of
// each new deal (GameSession::setHoldsForNewcomer): on unless switched off.
bool waitForNewcomer();
void setWaitForNewcomer(bool on);
// The guided first round of a game: offered once, on the first start of the
// game; done once played or left (Help still has it).
bool guideOffered(const QString &gameId);
void setGuideOffered(const QString &gameId);
bool guideDone(const QString &gameId);
void setGuideDone(const QString &gameId);
// The colours of players, cards and the lab's charts (colourvision.h):
// normal unless chosen.
colourvision::Palette colourVision();
void setColourVision(colourvision::Palette palette);
QString lastGameFolder(); // where a game was last saved or loaded; empty at first
void setLastGameFolder(const QString &folder);

// At start, before anything reads a setting: a settings file Qt cannot parse
// (binary garbage, a broken line) is moved aside, so the app starts with its
// defaults instead of half-read values; what to report, or nothing.
std::optional<setaside::Report> setAsideIfUnreadable();

// Milliseconds for a card's flight and a bot's pause at a pace.
int animationMilliseconds(Pace pace);
int botDelayMilliseconds(Pace pace);
// How long the computer players wait for the person at a new deal (0: not at all).
int newcomerWaitMilliseconds(Pace pace);

} // namespace settings
