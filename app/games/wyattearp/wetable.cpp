#include "wetable.h"

#include "wenames.h"

#include "art/svgart.h"
#include "games/carditem.h"
#include "games/choreography.h"
#include "games/gametables.h"
#include "session/gamenarrator.h"
#include "session/gameview.h"

#include "core/game/dice.h"
#include "wyattearp/game.h"
#include "wyattearp/state.h"

#include <QKeyEvent>
#include <QMouseEvent>

#include <functional>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;
using namespace houserules;
using namespace houserules::wyattearp;

namespace {

// Which faces a set of poker dice keeps: kept dice per face, three bits each.
int keptFaces(const std::array<std::int8_t, 5> &dice, int mask)
{
    int signature = 0;
    for (int i = 0; i < kPokerDice; ++i)
        if (mask >> i & 1)
            signature += 1 << (3 * (dice[std::size_t(i)] - 1));
    return signature;
}

} // namespace

WeTable::WeTable(GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
    : TableView(view, port, narrator, new WeScene(rulesOf(view.ruleset()), view.playerNames()), parent),
      m_rules(rulesOf(view.ruleset())), m_scene(static_cast<WeScene *>(tableScene()))
{
    setObjectName(u"weTable"_s);
    redraw();
}

WeTable::~WeTable() = default;

void WeTable::clearChoice()
{
    m_draft = {};
    m_keep = 0;
}

std::optional<Decision> WeTable::chosenDecision() const
{
    int walks = 0;
    for (const auto &step : m_draft.steps)
        walks += step.op != MovePlan::Cross;
    if (walks < 2)
        return std::nullopt;
    // The move as built: the forfeit of the third die.
    for (const auto &[field, move] : movesFromDraft(m_draft))
        if (const std::size_t done = m_draft.steps.size();
            done >= 3 || MovePlan::decode(move.value).steps[done].op == MovePlan::None)
            return move;
    return std::nullopt;
}

std::map<int, Decision> WeTable::movesFromDraft(const WeScene::Draft &draft) const
{
    std::map<int, Decision> moves;
    const auto &o = m_scene->observation();
    if (o.phase != Phase::Move || o.currentPlayer < 0)
        return moves;
    const int fields = m_rules.fields;
    const int at = o.cowboyAt[std::size_t(o.currentPlayer)];
    const bool off = at < 0;
    // Every order of dice and ways, as a plan; the engine says which are moves.
    const MovePlan::Op ops[] = {MovePlan::East, MovePlan::West, MovePlan::Cross};
    std::vector<MovePlan::Step> steps;
    auto consider = [&](int startSide) {
        int walks = 0, crosses = 0;
        for (const auto &step : steps)
            (step.op == MovePlan::Cross ? crosses : walks) += 1;
        if (walks != 2 || crosses > 1)
            return;
        MovePlan plan;
        plan.startSide = off ? startSide : -1;
        int side = off ? startSide : at / fields;
        int field = off ? 0 : at % fields;
        for (std::size_t i = 0; i < steps.size(); ++i) {
            plan.steps[i] = steps[i];
            const int d = o.dice[std::size_t(steps[i].die)];
            if (steps[i].op == MovePlan::Cross)
                side ^= 1;
            else
                field += steps[i].op == MovePlan::East ? d : -d;
        }
        if (field < 0 || field >= fields)
            return;
        const int to = side * fields + field;
        const Decision move = WeState::move(plan, to);
        if (!moves.count(to) && !check(move))
            moves[to] = move;
    };
    std::function<void(int, int)> extend = [&](int startSide, int used) {
        consider(startSide);
        if (steps.size() == 3)
            return;
        for (int die = 0; die < 3; ++die) {
            if (used >> die & 1)
                continue;
            for (const auto op : ops) {
                if (steps.size() < draft.steps.size()
                    && (draft.steps[steps.size()].die != die || draft.steps[steps.size()].op != op))
                    continue;
                if (steps.size() == draft.steps.size() && draft.die >= 0 && draft.die != die)
                    continue;
                steps.push_back({op, std::int8_t(die)});
                extend(startSide, used | 1 << die);
                steps.pop_back();
            }
        }
    };
    for (int side = 0; side < (off ? 2 : 1); ++side) {
        if (off && draft.startSide >= 0 && side != draft.startSide)
            continue;
        steps.clear();
        extend(side, 0);
    }
    // A plan only forfeiting is still a prefix; keep those that go on from the whole draft.
    std::erase_if(moves, [&](const auto &entry) {
        const MovePlan plan = MovePlan::decode(entry.second.value);
        for (std::size_t i = 0; i < draft.steps.size(); ++i)
            if (plan.steps[i].op != draft.steps[i].op || plan.steps[i].die != draft.steps[i].die)
                return true;
        return false;
    });
    return moves;
}

void WeTable::lastRoll(WeScene::Extras &extras) const
{
    // The last roll of this turn besides the move's, as the log says it. A
    // bank robbery ends its turn in the decision that rolls for it: its
    // chase stays in sight into the next turn, until that turn's move.
    for (int index = view().shown() - 1; index >= 0; --index) {
        const auto events = view().eventsOf(index);
        const bool robbery = std::any_of(
            events.begin(), events.end(), [](const Event &e) { return EventType(e.type) == EventType::RobberyRolled; });
        for (auto seen = events.rbegin(); seen != events.rend(); ++seen) {
            const Event &e = *seen;
            switch (EventType(e.type)) {
            case EventType::TurnStarted:
                if (robbery)
                    break;
                return;
            case EventType::Moved:
            case EventType::GameOver:
                return;
            case EventType::PriceRolled:
            case EventType::AttackRolled:
            case EventType::RobberyRolled:
            case EventType::ChaseRolled:
            case EventType::HasardRolled:
                for (int i = 0; i < 3; ++i)
                    extras.lastDice[std::size_t(i)] = std::int8_t(unpackDie(e.value, i));
                extras.lastRoll = narrator().describe(e, view());
                return;
            default:
                break;
            }
        }
    }
}

void WeTable::finishedPoker(WeScene::Extras &extras) const
{
    // Until a person at this screen decides after it (at a table of
    // computer players, or in a replay: until the next move), or another
    // game of poker or hasard begins.
    bool people = false;
    for (int seat = 0; seat < view().playerCount(); ++seat)
        people = people || view().isHuman(seat);
    people = people && acceptsInput();
    bool movedOn = false;
    for (int index = view().shown() - 1; index >= 0 && !movedOn; --index) {
        const auto events = view().eventsOf(index);
        for (auto seen = events.rbegin(); seen != events.rend(); ++seen)
            switch (EventType(seen->type)) {
            case EventType::PokerWon:
                extras.pokerWinner = seen->player;
                [[fallthrough]];
            case EventType::PotLost:
                extras.pokerResult = narrator().describe(*seen, view());
                return;
            case EventType::PokerStarted:
            case EventType::HasardStarted:
            case EventType::GameOver:
                return;
            case EventType::Moved:
                if (!people)
                    return;
                break;
            default:
                break;
            }
        movedOn = people && view().isHuman(view().seatOf(index));
    }
}

QString WeTable::notice(int index) const
{
    // How a bank robbery or a game of poker ended, for everyone at the table.
    for (const Event &e : view().eventsOf(index))
        switch (EventType(e.type)) {
        case EventType::Caught:
        case EventType::Escaped:
        case EventType::PokerWon:
        case EventType::PotLost:
            return narrator().describe(e, view());
        default:
            break;
        }
    return {};
}

void WeTable::showHint(const Decision &decision, double winShare)
{
    if (decision.kind == DecisionKind::ChooseNumber && decision.target >= 0) {
        const MovePlan plan = MovePlan::decode(decision.value);
        m_draft = {};
        m_draft.startSide = plan.startSide;
        for (const auto &step : plan.steps)
            if (step.op != MovePlan::None)
                m_draft.steps.push_back(step);
    } else if (decision.kind == DecisionKind::KeepDice) {
        m_keep = decision.value;
    }
    TableView::showHint(decision, winShare);
    redraw();
}

void WeTable::redraw()
{
    const auto &o = static_cast<const WeObservation &>(view().observation());
    WeScene::Extras extras;
    extras.legal = legal();
    if (extras.legal.empty() || o.phase != Phase::Move)
        m_draft = {};
    if (extras.legal.empty() || o.phase != Phase::PokerKeep)
        m_keep = 0;
    extras.draft = m_draft;
    extras.keep = m_keep;
    extras.hinted = hinted();
    lastRoll(extras);
    finishedPoker(extras);
    // The reachable fields need the observation the scene will show.
    m_scene->setObservation(o, extras);
    if (o.phase == Phase::Move && !extras.legal.empty()) {
        extras.reachable = movesFromDraft(m_draft);
        if (m_draft.steps.empty() && m_draft.die < 0)
            for (const Decision &d : extras.legal) // the engine's own plan for each field
                extras.reachable[d.target] = d;
        m_scene->setObservation(o, std::move(extras));
    }
}

QString WeTable::reason(const Illegal &illegal, const Decision &d) const
{
    const auto &o = m_scene->observation();
    if (illegal.code == Illegal::Code::GameOver || illegal.code == Illegal::Code::NotYourTurn)
        return TableView::reason(illegal, d);
    switch (o.phase) {
    case Phase::Move: {
        if (d.kind != DecisionKind::ChooseNumber)
            return tr("Move your cowboy first.");
        if (illegal.code == Illegal::Code::Malformed)
            return tr("Those walks do not end on that field.");
        if (d.target >= 0 && d.target < 2 * m_rules.fields) {
            int others = 0, other = -1;
            for (int seat = 0; seat < o.players; ++seat)
                if (seat != o.currentPlayer && o.cowboyAt[std::size_t(seat)] == d.target) {
                    ++others;
                    other = seat;
                }
            if (others >= 2)
                return tr("Two cowboys stand there already.");
            if (others == 1)
                return tr("You may attack %1 only if you both own a share of one business.")
                    .arg(view().playerName(other));
        }
        return tr("These dice cannot take you there: two walks that stay on the street, one crossing at most.");
    }
    case Phase::PayPrice:
        if (d == WeState::yes(true))
            return tr("You cannot pay %1: put the share back.").arg(wenames::bills(o.price));
        return tr("Buy the share or put it back.");
    case Phase::FieldAction:
        if (d == WeState::fieldChoice(FieldChoice::Payday))
            return tr("A payday needs a share at least, on a dollar field.");
        if (d == WeState::fieldChoice(FieldChoice::Rob))
            return tr("The bank can be robbed only from a dollar field.");
        if (d == WeState::fieldChoice(FieldChoice::Draw))
            return tr("This deck is empty.");
        return tr("Draw a share or pass.");
    case Phase::NameBusiness:
        return tr("Name a business you both own shares of.");
    case Phase::NameAttribute:
        return tr("Name one of the four attributes.");
    case Phase::GiveShare:
        return tr("Hand over one of your shares of %1.").arg(wenames::business(m_rules, o.business));
    case Phase::SellShare:
    case Phase::StakeShare:
        return tr("Choose one of your own shares.");
    case Phase::PokerKeep:
        return tr("Keep some dice and roll again, or stand.");
    case Phase::CheatChoice:
        return tr("Pay the others or sit out.");
    case Phase::HasardBet:
        if (d.kind == DecisionKind::ChooseNumber)
            return tr("You have no chip left to bet: buy one back or say you are done.");
        if (d.kind == DecisionKind::YesNo)
            return tr("You cannot buy a chip back now (none in the bank, or not enough money).");
        return tr("Bet one chip at least before you are done.");
    case Phase::ConsiderShare:
        return tr("Roll for the price or put the share back.");
    case Phase::Over:
        return tr("The game is over.");
    }
    return tr("That move is not allowed.");
}

bool WeTable::choose(const Decision &decision)
{
    return decide(decision);
}

bool WeTable::addStep(MovePlan::Op op)
{
    const auto &o = m_scene->observation();
    if (m_draft.die < 0) {
        refuse(tr("Choose a die first (1, 2, 3)."));
        return false;
    }
    if (o.cowboyAt[std::size_t(o.currentPlayer)] < 0 && m_draft.startSide < 0) {
        refuse(tr("Choose the sidewalk to start on first (N or S)."));
        return false;
    }
    WeScene::Draft next = m_draft;
    next.steps.push_back({op, std::int8_t(m_draft.die)});
    next.die = -1;
    const auto moves = movesFromDraft(next);
    if (moves.empty()) {
        int crosses = 0;
        for (const auto &step : m_draft.steps)
            crosses += step.op == MovePlan::Cross;
        refuse(op == MovePlan::Cross && crosses > 0 ? tr("You cross the street once at most.")
                                                    : tr("No move goes on that way: each walk must stay on "
                                                         "the street and end where a cowboy may stand."));
        return false;
    }
    m_draft = next;
    clearMessage();
    // Three steps make a whole move: it is made at once.
    if (m_draft.steps.size() == 3)
        return decide(moves.begin()->second);
    redraw();
    return true;
}

void WeTable::keepOrRoll(int die)
{
    const auto &o = m_scene->observation();
    if (die >= 0) {
        m_keep ^= 1 << die;
        redraw();
        return;
    }
    if (m_keep == (1 << kPokerDice) - 1) {
        decide(WeState::pass()); // keeping all five is standing
        return;
    }
    // Dice alike are one choice: the engine's mask for the same faces.
    const auto &dice = o.pokerDice[std::size_t(o.currentPlayer)];
    const int wanted = keptFaces(dice, m_keep);
    for (const Decision &d : legal())
        if (d.kind == DecisionKind::KeepDice && keptFaces(dice, d.value) == wanted) {
            decide(d);
            return;
        }
    decide(WeState::keep(m_keep));
}

bool WeTable::act(const WeScene::Action &action)
{
    using K = WeScene::Action::Kind;
    const auto &o = m_scene->observation();
    if (!canDecide()) {
        if (!view().isOver())
            refuse(tr("It is not your turn."));
        return false;
    }
    switch (action.kind) {
    case K::Decide:
        return decide(action.decision);
    case K::Die: {
        if (o.phase != Phase::Move)
            return false;
        for (const auto &step : m_draft.steps)
            if (step.die == action.value) {
                refuse(tr("You have used that die already."));
                return false;
            }
        if (o.cowboyAt[std::size_t(o.currentPlayer)] < 0 && m_draft.startSide < 0) {
            refuse(tr("Choose the sidewalk to start on first (N or S)."));
            return false;
        }
        m_draft.die = action.value;
        redraw();
        return true;
    }
    case K::Walk:
        if (o.phase != Phase::Move)
            return false;
        return addStep(MovePlan::Op(action.value));
    case K::Side:
        if (o.phase != Phase::Move || o.cowboyAt[std::size_t(o.currentPlayer)] >= 0) {
            refuse(tr("Your cowboy is on the street already."));
            return false;
        }
        m_draft.startSide = action.value;
        redraw();
        return true;
    case K::Undo:
        if (m_draft.die >= 0)
            m_draft.die = -1;
        else if (!m_draft.steps.empty())
            m_draft.steps.pop_back();
        else
            m_draft.startSide = -1;
        redraw();
        return true;
    case K::Keep:
        if (o.phase != Phase::PokerKeep)
            return false;
        keepOrRoll(action.value);
        return true;
    }
    return false;
}

// --- Animations ----------------------------------------------------------------

QList<QPointF> WeTable::walk(int from, std::int32_t value, int seat, const std::array<std::int8_t, 3> &dice) const
{
    // Field by field along each walk; a crossing goes straight over.
    QList<QPointF> path;
    const int fields = m_rules.fields;
    const MovePlan plan = MovePlan::decode(value);
    path << m_scene->cowboyTopLeft(from, seat);
    int side = from < 0 ? plan.startSide : from / fields;
    int field = from < 0 ? 0 : from % fields;
    if (from < 0)
        path << m_scene->cowboyTopLeft(side * fields, seat);
    for (const auto &step : plan.steps) {
        if (step.op == MovePlan::None)
            break;
        if (step.op == MovePlan::Cross) {
            side ^= 1;
            path << m_scene->cowboyTopLeft(side * fields + field, seat);
            continue;
        }
        const int d = dice[std::size_t(step.die)];
        for (int i = 0; i < d; ++i) {
            field += step.op == MovePlan::East ? 1 : -1;
            path << m_scene->cowboyTopLeft(side * fields + std::clamp(field, 0, fields - 1), seat);
        }
    }
    return path;
}

void WeTable::stage(int index, std::vector<Step> &steps)
{
    // The dice of the last movement roll, for a move's walk: this
    // decision's, or those the table shows now.
    auto dice = static_cast<const WeObservation &>(view().observation()).dice;
    for (const Event &e : view().eventsOf(index)) {
        switch (EventType(e.type)) {
        case EventType::Rolled: {
            for (int i = 0; i < 3; ++i)
                dice[std::size_t(i)] = std::int8_t(unpackDie(e.value, i));
            // The dice tumble, then show the roll.
            steps.push_back([this, faces = dice](Choreography &choreography, int pace) {
                QList<QPointer<CardItem>> items;
                for (int i = 0; i < 3; ++i)
                    if (CardItem *die = m_scene->findCard(u"die"_s, i))
                        items << die;
                choreography.animate(pace, [items, faces](qreal t) {
                    const int tick = int(t * 8);
                    for (int i = 0; i < items.size(); ++i)
                        if (items[i])
                            items[i]->setElementId(
                                wenames::dieElement(tick >= 8 ? faces[std::size_t(i)] : 1 + (tick * 5 + i * 3) % 6));
                });
            });
            break;
        }
        case EventType::Moved: {
            const QList<QPointF> path = walk(e.colour, e.value, e.player, dice);
            steps.push_back([this, seat = int(e.player), path](Choreography &choreography, int pace) {
                CardItem *item = m_scene->findCard(u"cowboy"_s, seat);
                if (!item || path.isEmpty()) {
                    choreography.pause(0);
                    return;
                }
                item->setZValue(90);
                choreography.fly(item, path, int(pace * std::min<qsizetype>(path.size(), 10) / 4));
            });
            break;
        }
        default:
            break;
        }
    }
}

// --- Input ----------------------------------------------------------------------

void WeTable::pressed(QPointF p)
{
    if (const auto action = m_scene->actionAt(p))
        act(*action);
}

void WeTable::keyPressed(QKeyEvent *event)
{
    const auto choices = legal();
    if (choices.empty()) {
        TableView::keyPressed(event);
        return;
    }
    const Phase phase = m_scene->observation().phase;
    const int key = event->key();
    const int digit = key >= Qt::Key_1 && key <= Qt::Key_9 ? key - Qt::Key_0 : 0;
    auto nth = [&](int n) {
        if (n >= 1 && n <= int(choices.size()))
            decide(choices[std::size_t(n - 1)]);
        else
            refuse(tr("There is no choice %1.").arg(n));
    };
    // Past the move (and but for poker's dice), each choice is a button with
    // its key on it: Enter, Space or an arrow chooses none, and says so.
    const bool buttons = phase != Phase::Move && phase != Phase::PokerKeep && phase != Phase::Over;
    const bool pointing = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space
        || (key >= Qt::Key_Left && key <= Qt::Key_Down);
    if (buttons && pointing) {
        refuse(tr("Each button shows its key: press that key, or click the button."));
        return;
    }
    switch (phase) {
    case Phase::Move:
        moveKeyPressed(event);
        return;
    case Phase::FieldAction:
        if (key == Qt::Key_D)
            decide(WeState::fieldChoice(FieldChoice::Draw));
        else if (key == Qt::Key_Y)
            decide(WeState::fieldChoice(FieldChoice::Payday));
        else if (key == Qt::Key_R)
            decide(WeState::fieldChoice(FieldChoice::Rob));
        else if (key == Qt::Key_P)
            decide(WeState::pass());
        return;
    case Phase::ConsiderShare:
        if (key == Qt::Key_R || key == Qt::Key_Y)
            decide(WeState::yes(true));
        else if (key == Qt::Key_P || key == Qt::Key_N)
            decide(WeState::pass());
        return;
    case Phase::PayPrice:
    case Phase::CheatChoice:
        if (key == Qt::Key_Y)
            decide(WeState::yes(true));
        else if (key == Qt::Key_N)
            decide(WeState::yes(false));
        return;
    case Phase::NameBusiness:
    case Phase::GiveShare:
    case Phase::SellShare:
    case Phase::StakeShare:
        if (digit)
            nth(digit);
        return;
    case Phase::NameAttribute:
        if (digit >= 1 && digit <= kAttributes)
            decide(WeState::number(digit - 1));
        return;
    case Phase::PokerKeep:
        if (digit >= 1 && digit <= kPokerDice)
            keepOrRoll(digit - 1);
        else if (key == Qt::Key_R || key == Qt::Key_Return || key == Qt::Key_Enter)
            keepOrRoll(-1);
        else if (key == Qt::Key_S)
            decide(WeState::pass());
        return;
    case Phase::HasardBet:
        hasardKeyPressed(key, digit);
        return;
    case Phase::Over:
        return;
    }
}

void WeTable::moveKeyPressed(QKeyEvent *event)
{
    // A move: a die, a direction, a side to start from, a step back, Enter to walk.
    using K = WeScene::Action::Kind;
    const int key = event->key();
    const int digit = key >= Qt::Key_1 && key <= Qt::Key_9 ? key - Qt::Key_0 : 0;
    if (digit >= 1 && digit <= 3)
        act({K::Die, digit - 1, {}});
    else if (key == Qt::Key_Left)
        act({K::Walk, MovePlan::West, {}});
    else if (key == Qt::Key_Right)
        act({K::Walk, MovePlan::East, {}});
    else if (key == Qt::Key_Up || key == Qt::Key_Down)
        act({K::Walk, MovePlan::Cross, {}});
    else if (key == Qt::Key_N || key == Qt::Key_S)
        act({K::Side, key == Qt::Key_N ? 0 : 1, {}});
    else if (key == Qt::Key_Backspace)
        act({K::Undo, 0, {}});
    else if (key == Qt::Key_Escape) {
        clearChoice();
        redraw();
    } else if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        if (const auto move = chosenDecision())
            decide(*move);
        else
            refuse(tr("Walk two dice first (1–3, then Left or Right), or click a lit field."));
    } else
        TableView::keyPressed(event);
}

void WeTable::hasardKeyPressed(int key, int digit)
{
    // Hasard: a bet by its key (a pair by its number), a chip bought, done.
    if (key == Qt::Key_L)
        decide(WeState::number(Low));
    else if (key == Qt::Key_H)
        decide(WeState::number(High));
    else if (key == Qt::Key_A)
        decide(WeState::number(AnyPair));
    else if (digit >= 1 && digit <= 6)
        decide(WeState::number(Pair1 + digit - 1));
    else if (key == Qt::Key_B)
        decide(WeState::yes(true));
    else if (key == Qt::Key_D || key == Qt::Key_P)
        decide(WeState::pass());
}

TableView *houserules::wyattearp::makeTable(
    GameView &view, DecisionPort *port, const GameNarrator &narrator, QWidget *parent)
{
    return new WeTable(view, port, narrator, parent);
}
