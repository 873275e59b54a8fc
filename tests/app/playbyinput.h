#pragma once

// Plays any game at the table the way a person does: with the keys written
// on its table (no call into the table's own functions). Each game's
// `prepare` picks one of the legal decisions at random, types every key of
// it but the last, and returns that last key: the caller presses it (a
// click, or held down across the hand-over it causes).

#include "games/blastingbilly/billytable.h"
#include "games/boomo/boomotable.h"
#include "games/halunkenspelunken/hstable.h"
#include "games/wyattearp/wescene.h"
#include "games/wyattearp/wetable.h"
#include "session/gamesession.h"

#include "blastingbilly/state.h"
#include "boomo/game.h"
#include "boomo/state.h"
#include "core/game/random.h"
#include "halunkenspelunken/state.h"
#include "wyattearp/state.h"

#include <QTest>

namespace playbyinput {

inline void type(QWidget *table, int key, int times = 1)
{
    for (int i = 0; i < times; ++i)
        QTest::keyClick(table, Qt::Key(key));
}

// Blasting Billy: Left/Right to the card, then its destination's letter
// twice (the first points, the second plays).
inline int prepare(BillyTable *table, const std::vector<houserules::Decision> &legal, houserules::Rng &pick)
{
    using houserules::blastingbilly::Destination;
    const houserules::Decision d = legal[pick.below(std::uint32_t(legal.size()))];
    for (int i = 0; i < 12 && table->selectedCard() != d.card; ++i)
        type(table, Qt::Key_Right);
    const int letter = d.target == int(Destination::Billy) ? Qt::Key_B
        : d.target == int(Destination::Loot)               ? Qt::Key_L
                                                           : Qt::Key_D;
    type(table, letter);
    return letter;
}

// Boomo: Left/Right to a card of the kind, or to the player to swap with;
// Up/Down to an answer; Enter.
inline int prepare(BoomoTable *table, const std::vector<houserules::Decision> &legal, houserules::Rng &pick)
{
    using namespace houserules::boomo;
    const auto &o = table->boomoScene()->observation();
    if (o.phase == Phase::ChooseSwap) {
        type(table, Qt::Key_Right, 1 + int(pick.below(std::uint32_t(legal.size()))));
        return Qt::Key_Return;
    }
    if (o.phase == Phase::AnswerBomb) {
        type(table, Qt::Key_Down, 1 + int(pick.below(2)));
        return Qt::Key_Return;
    }
    const houserules::Decision d = legal[pick.below(std::uint32_t(legal.size()))];
    const Rules &rules = rulesOf(table->view().ruleset());
    const int rank = rules.cards[std::size_t(d.card)].rank;
    for (std::size_t i = 0; i <= o.hand.size(); ++i) {
        const int selected = table->selectedCard();
        if (selected >= 0 && rules.cards[std::size_t(selected)].rank == rank)
            break;
        type(table, Qt::Key_Right);
    }
    return Qt::Key_Return;
}

// Halunken & Spelunken: Left/Right go through the choices, Enter plays.
inline int prepare(HsTable *table, const std::vector<houserules::Decision> &legal, houserules::Rng &pick)
{
    type(table, Qt::Key_Right, 1 + int(pick.below(std::uint32_t(legal.size()))));
    return Qt::Key_Return;
}

// Wyatt Earp: a move die by die (digit, then the arrow of its way; N or S
// first off the street), Enter for a move of two walks; the letters and
// digits on the buttons for everything else.
inline int prepare(WeTable *table, const std::vector<houserules::Decision> &legal, houserules::Rng &pick)
{
    using namespace houserules::wyattearp;
    using houserules::DecisionKind;
    const houserules::Decision d = legal[pick.below(std::uint32_t(legal.size()))];
    const auto &o = table->weScene()->observation();
    auto digit = [](int n) { return Qt::Key_0 + n; };
    switch (o.phase) {
    case Phase::Move: {
        if (d.kind != DecisionKind::ChooseNumber || d.target < 0)
            return 0;
        const MovePlan plan = MovePlan::decode(d.value);
        if (plan.startSide >= 0)
            type(table, plan.startSide == 0 ? Qt::Key_N : Qt::Key_S);
        int last = Qt::Key_Return;
        std::vector<int> keys;
        for (const auto &step : plan.steps) {
            if (step.op == MovePlan::None)
                break;
            keys.push_back(digit(step.die + 1));
            keys.push_back(step.op == MovePlan::West ? Qt::Key_Left
                    : step.op == MovePlan::East      ? Qt::Key_Right
                                                     : Qt::Key_Up);
        }
        if (keys.size() == 6) { // three steps: the last one makes the move
            last = keys.back();
            keys.pop_back();
        }
        for (const int key : keys)
            type(table, key);
        return last;
    }
    case Phase::FieldAction:
        if (d == WeState::fieldChoice(FieldChoice::Draw))
            return Qt::Key_D;
        if (d == WeState::fieldChoice(FieldChoice::Payday))
            return Qt::Key_Y;
        if (d == WeState::fieldChoice(FieldChoice::Rob))
            return Qt::Key_R;
        return Qt::Key_P;
    case Phase::ConsiderShare:
        return d == WeState::yes(true) ? Qt::Key_R : Qt::Key_P;
    case Phase::PayPrice:
    case Phase::CheatChoice:
        return d == WeState::yes(true) ? Qt::Key_Y : Qt::Key_N;
    case Phase::NameBusiness:
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare: {
        const auto at = std::find(legal.begin(), legal.end(), d) - legal.begin();
        return at < 9 ? digit(int(at) + 1) : digit(1);
    }
    case Phase::NameAttribute:
        return digit(d.value + 1);
    case Phase::PokerKeep:
        if (d.kind != DecisionKind::KeepDice)
            return Qt::Key_S;
        for (int die = 0; die < kPokerDice; ++die)
            if (d.value >> die & 1)
                type(table, digit(die + 1));
        return Qt::Key_R;
    case Phase::HasardBet:
        if (d.kind == DecisionKind::YesNo)
            return Qt::Key_B;
        if (d.kind != DecisionKind::ChooseNumber)
            return Qt::Key_D;
        if (d.value == Low)
            return Qt::Key_L;
        if (d.value == High)
            return Qt::Key_H;
        if (d.value == AnyPair)
            return Qt::Key_A;
        return digit(d.value - Pair1 + 1);
    case Phase::Over:
        break;
    }
    return 0;
}

// One decision of the person at the screen, prepared for `table` of any
// game; the key that makes it (0: none could be prepared).
inline int prepareAny(TableView *table, const std::vector<houserules::Decision> &legal, houserules::Rng &pick)
{
    if (auto *billy = qobject_cast<BillyTable *>(table))
        return prepare(billy, legal, pick);
    if (auto *boomo = qobject_cast<BoomoTable *>(table))
        return prepare(boomo, legal, pick);
    if (auto *hs = qobject_cast<HsTable *>(table))
        return prepare(hs, legal, pick);
    if (auto *we = qobject_cast<WeTable *>(table))
        return prepare(we, legal, pick);
    return 0;
}

// Plays one decision of the person at the screen by keys; false if none was
// made after a few tries (a choice the keys could not reach).
inline bool decide(TableView *table, GameSession &session, houserules::Rng &pick)
{
    const int before = session.decisionCount();
    for (int attempt = 0; attempt < 20 && session.decisionCount() == before; ++attempt) {
        const auto legal = session.legal();
        if (legal.empty())
            return false;
        if (const int key = prepareAny(table, legal, pick))
            type(table, key);
        if (session.decisionCount() == before)
            type(table, Qt::Key_Escape); // start over
    }
    return session.decisionCount() > before;
}

} // namespace playbyinput
