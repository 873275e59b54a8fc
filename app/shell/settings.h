#pragma once

#include <QString>

// The user's preferences, kept with QSettings.
namespace settings {

enum class Pace { Off, Fast, Normal, Slow };

QString language(); // "nl", "en", "de", "fr", "it"; empty: not chosen yet
void setLanguage(const QString &code);
Pace animationPace();
void setAnimationPace(Pace pace);
Pace botPace();
void setBotPace(Pace pace);
QString lastGameFolder(); // where a game was last saved or loaded; empty at first
void setLastGameFolder(const QString &folder);

// Milliseconds for a card's flight and a bot's pause at a pace.
int animationMilliseconds(Pace pace);
int botDelayMilliseconds(Pace pace);

} // namespace settings
