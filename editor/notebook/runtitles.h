#pragma once

// The title of the house rule a run played, as its rules carry it (one per
// language), kept in the notebook's list so that a designer finds a run by
// the rule's name rather than its file: read from the rules' own text, so a
// run kept before there was a title column gets it too.

#include "simreport/simreport.h"

#include <QMap>
#include <QString>

// Language code -> title ("en" -> "No first-player edge").
using RunTitles = QMap<QString, QString>;

// The titles of the rules `header` names first: the house rule of a
// comparison, the rules of a simulation or sweep; the house rules of a
// side by side joined by ", " in each language. Empty when the run does
// not carry its rules, or they have no title.
RunTitles runTitles(const RunHeader &header);
// The titles of one rules text (YAML); empty when it has none or does not read.
RunTitles rulesTitles(const QString &yaml);
// As the notebook keeps them (compact JSON, "" for none), and back.
QString titlesText(const RunTitles &titles);
RunTitles titlesFrom(const QString &text);
// The game a rules text is of (its first line, `game: ...`, as writeVariant writes it).
QString rulesGame(const QString &yaml);
// The title in `language` (a code: "de"), else English, else any; empty for none.
QString titleIn(const RunTitles &titles, const QString &language);
// The same in the language of the user's locale (QLocale()), as the lab names rules.
QString localTitle(const RunTitles &titles);
