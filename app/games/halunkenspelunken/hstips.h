#pragma once

#include <QString>

namespace houserules::halunkenspelunken {
struct Rules;
}

// What Halunken & Spelunken's cards, figures and places do, for their
// tooltips (Tooltips::says).
namespace hstips {

// A villain the viewer sees: its name and what it is worth.
QString villain(const houserules::halunkenspelunken::Rules &rules, int card);
QString villainDoes(const houserules::halunkenspelunken::Rules &rules, int card);
// A movement card (kRum for the rum): what it does for a captain.
QString move(int number);
QString moveDoes(int number);
// What a card does for Black Jack (his own, or in the game for two an
// absent captain's), and one of his own cards turned up.
QString jackMoveDoes(int number);
QString blackJackCard(int number);
QString field(int field);
QString captain(const QString &name, int field);
QString blackJack(int field);
QString harbour(bool blackJackPlays);
QString ship();

} // namespace hstips
