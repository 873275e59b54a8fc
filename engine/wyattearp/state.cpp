#include "state.h"

#include "gambling.h"
#include "scoring.h"

#include "core/game/refillobservation.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstring>

namespace houserules::wyattearp {

std::int32_t MovePlan::encode() const
{
    std::int32_t value = startSide + 1;
    for (std::size_t i = 0; i < steps.size(); ++i)
        value |= std::int32_t((steps[i].op & 3) | ((steps[i].die & 3) << 2)) << (2 + 4 * i);
    return value;
}

MovePlan MovePlan::decode(std::int32_t value)
{
    MovePlan plan;
    plan.startSide = (value & 3) - 1;
    for (std::size_t i = 0; i < plan.steps.size(); ++i) {
        const int bits = (value >> (2 + 4 * i)) & 15;
        plan.steps[i] = {Op(bits & 3), std::int8_t(bits >> 2)};
    }
    return plan;
}

WeState::WeState(std::shared_ptr<const Rules> rules, int players, int firstPlayer,
    const std::vector<std::int16_t> &deck, const Chance &chance)
    : m_rules(std::move(rules)), m_players(players), m_first(firstPlayer), m_seats(players), m_diceCup(chance),
      m_board(players), m_shares(std::size_t(players)), m_turn(firstPlayer)
{
    int dealt = 0;
    for (const auto card : deck) {
        if (m_rules->isGunfighterCard(card)) {
            if (dealt < players)
                m_gunfighter[std::size_t(dealt++)] = card - m_rules->shareCount();
        } else {
            m_decks[std::size_t(m_rules->backs[std::size_t(m_rules->shares[std::size_t(card)].business)])].putUnder(
                card);
        }
    }
    for (int seat = 0; seat < players; ++seat) {
        m_bills[std::size_t(seat)] = m_rules->startBills;
        m_chips[std::size_t(seat)] = m_rules->startChips;
        m_shares[std::size_t(seat)].reserve(16);
    }
    startTurn(nullptr);
    changedAll();
}

void WeState::changedAll()
{
    for (auto &version : m_versions.shares)
        version = freshStamp();
    m_versions.poker = freshStamp();
    m_versions.hasard = freshStamp();
    m_versions.seats = freshStamp();
    m_versions.gunfighters = freshStamp();
}

void WeState::setCowboy(int seat, int field)
{
    m_board.place(seat, field);
    if (m_phase == Phase::Move && m_current == m_turn)
        collectPlans(); // the turn's plans start from, or end at, the new position
}

void WeState::giveShare(int seat, int share)
{
    for (auto &deck : m_decks)
        deck.remove(share);
    takeShare(seat, share);
    if (m_phase == Phase::Move && m_current == m_turn)
        collectPlans(); // an attack may have become possible
}

void WeState::emit(Events *events, EventType type, int player, int value, int target, int card) const
{
    if (!events)
        return;
    Event e;
    e.type = std::int16_t(type);
    e.player = std::int8_t(player);
    e.value = value;
    e.target = std::int16_t(target);
    e.card = std::int16_t(card);
    events->push_back(e);
}

// ---- Turns -----------------------------------------------------------------

void WeState::startTurn(Events *events)
{
    const auto seat = std::size_t(m_turn);
    if (!m_seats.isIn(m_turn)) {
        endTurn(events);
        return;
    }
    if (m_sitOut[seat] > 0) {
        --m_sitOut[seat];
        m_versions.seats = freshStamp();
        ++m_turnsSatOut[seat];
        emit(events, EventType::SatOut, m_turn, m_sitOut[seat]);
        endTurn(events);
        return;
    }
    emit(events, EventType::TurnStarted, m_turn);
    rollMove(events);
    collectPlans();
    if (m_moveFields == 0) {
        emit(events, EventType::NoMove, m_turn);
        endTurn(events);
        return;
    }
    m_phase = Phase::Move;
    m_current = m_turn;
}

void WeState::endTurn(Events *events)
{
    m_drawn = m_price = -1;
    m_defender = m_business = m_attribute = m_loser = m_winner = -1;
    if (m_poker)
        m_versions.poker = freshStamp();
    if (m_hasard)
        m_versions.hasard = freshStamp();
    m_poker = m_hasard = false;
    const bool decksEmpty = m_decks[0].empty() && m_decks[1].empty();
    bool over = decksEmpty || m_seats.remaining() < 2;
    if (!over) {
        m_turn = (m_turn + 1) % m_players;
        if (m_turn == m_first) {
            if (m_rules->rounds > 0 && m_round >= m_rules->rounds)
                over = true;
            else
                emit(events, EventType::RoundStarted, -1, ++m_round);
        }
    }
    if (over) {
        m_phase = Phase::Over;
        m_current = -1;
        emit(events, EventType::GameOver, -1);
        return;
    }
    startTurn(events);
}

void WeState::rollMove(Events *events)
{
    rollDice(m_dice);
    emit(events, EventType::Rolled, m_turn, packDice(m_dice));
}

// ---- Movement --------------------------------------------------------------

bool WeState::routeEnd(const MovePlan &plan, int *to) const
{
    const int fields = m_rules->fields;
    const int at = m_board.at(m_turn);
    if ((at == Board::kOff) != (plan.startSide >= 0) || plan.startSide > 1)
        return false;
    int side = at == Board::kOff ? plan.startSide : at / fields;
    int field = at == Board::kOff ? 0 : at % fields;
    int walks = 0, crosses = 0, used = 0;
    bool ended = false;
    for (const auto &step : plan.steps) {
        if (step.op == MovePlan::None) {
            ended = true;
            continue;
        }
        if (ended || step.die > 2 || (used & (1 << step.die)))
            return false;
        used |= 1 << step.die;
        const int d = m_dice[std::size_t(step.die)];
        if (step.op == MovePlan::Cross) {
            ++crosses;
            side ^= 1;
        } else {
            ++walks;
            field += step.op == MovePlan::East ? d : -d;
            if (field < 0 || field >= fields)
                return false; // every walk must fit on the board
        }
    }
    if (walks != 2 || crosses > 1)
        return false;
    *to = side * fields + field;
    return true;
}

// The businesses an attacker may name against a defender, as bits: the
// defender owns a share of each, and (unless a house rule lifts it) so does
// the attacker. No bit: no attack.
namespace {
// The businesses of which a seat holds a share, as bits: the high bit of
// each byte that is not zero (a count of 0..127), gathered into one byte
// per eight businesses.
std::uint32_t heldBusinesses(const std::array<std::int8_t, kMaxBusinesses> &held)
{
    static_assert(kMaxBusinesses == 16 && std::endian::native == std::endian::little);
    auto bits = [](std::uint64_t x) {
        x = (x + 0x7f7f7f7f7f7f7f7fULL) & 0x8080808080808080ULL;
        return std::uint32_t(((x >> 7) * 0x0102040810204080ULL) >> 56);
    };
    std::uint64_t low = 0, high = 0;
    std::memcpy(&low, held.data(), 8);
    std::memcpy(&high, held.data() + 8, 8);
    return bits(low) | bits(high) << 8;
}
} // namespace

std::uint32_t WeState::attackable(int attacker, int defender) const
{
    const std::uint32_t d = heldBusinesses(m_held[std::size_t(defender)]);
    return m_rules->attackNeedsBothShares ? d & heldBusinesses(m_held[std::size_t(attacker)]) : d;
}

// Fields a move may not end on: two cowboys, or one it cannot attack.
std::uint64_t WeState::closedFields() const
{
    // (attackable's test, with the attacker's businesses worked out once)
    const std::uint32_t nameable
        = m_rules->attackNeedsBothShares ? heldBusinesses(m_held[std::size_t(m_turn)]) : ~std::uint32_t(0);
    std::uint64_t closed = 0, once = 0;
    for (int other = 0; other < m_players; ++other) {
        const int field = m_board.at(other);
        if (other == m_turn || field == Board::kOff)
            continue;
        const std::uint64_t bit = std::uint64_t(1) << field;
        if ((once & bit) || !(heldBusinesses(m_held[std::size_t(other)]) & nameable))
            closed |= bit;
        once |= bit;
    }
    return closed;
}

// Every destination of this turn's roll once, with the first plan found
// for it (moves.h), closed or not, in the legal list's order: the table's
// row, or `listed` worked out for a start or roll it lacks (none in play).
MoveTable::Row WeState::moveRow(std::vector<Move> &listed) const
{
    const int at = m_board.at(m_turn);
    if (m_rules->moves.holds(at, m_dice))
        return m_rules->moves.row(at, m_dice);
    listMoves(m_rules->fields, at, m_dice, listed);
    return {listed, m_rules->fields, 0, endsOf(listed)};
}

// The legal moves' fields are worked out here, from the row's, and the
// moves written out by legalDecisions, where a list kept in the state would
// be copied freshly written (a copy whose wide loads stall on narrow stores).
void WeState::collectPlans()
{
    std::vector<Move> listed;
    const MoveTable::Row row = moveRow(listed);
    m_moveFields = row.ends & ~closedFields();
    // The row, seldom in cache, is read next (legalDecisions or firstMoveInto): fetched meanwhile.
    if (!row.moves.empty()) {
        __builtin_prefetch(row.moves.data());
        __builtin_prefetch(row.moves.data() + row.moves.size() - 1);
    }
}

void WeState::applyMove(const Decision &d, Events *events)
{
    const int to = d.target; // where the plan's walks end (checkDecision)
    const int from = m_board.at(m_turn);
    m_board.place(m_turn, to);
    if (events) {
        emit(events, EventType::Moved, m_turn, d.value, to);
        events->back().colour = std::int16_t(from);
    }
    int other = -1;
    if (m_board.othersOn(to, m_turn, &other) == 1) {
        m_defender = other;
        emit(events, EventType::Attacked, m_turn, 0, other);
        const std::uint32_t businesses = attackable(m_turn, m_defender);
        if (std::has_single_bit(businesses)) {
            nameBusiness(std::countr_zero(businesses), events);
        } else {
            m_phase = Phase::NameBusiness;
            m_current = m_turn;
        }
        return;
    }
    land(events);
}

void WeState::land(Events *events)
{
    const int at = m_board.at(m_turn);
    const FieldKind kind = m_rules->kindOf(at);
    switch (kind) {
    case FieldKind::Stone:
        endTurn(events);
        return;
    case FieldKind::Star:
        if (m_decks[std::size_t(Back::Star)].empty()) {
            endTurn(events);
            return;
        }
        [[fallthrough]];
    case FieldKind::Dollar:
        m_phase = Phase::FieldAction;
        m_current = m_turn;
        return;
    case FieldKind::Ace:
        startPoker(events);
        return;
    case FieldKind::Dice:
        startHasard(events);
        return;
    }
}

// ---- Shares ----------------------------------------------------------------

void WeState::takeShare(int seat, int share)
{
    m_shares[std::size_t(seat)].push_back(std::int16_t(share));
    changedShares(seat);
    ++m_held[std::size_t(seat)][std::size_t(m_rules->shares[std::size_t(share)].business)];
}

void WeState::giveUpShare(int seat, int share)
{
    auto &shares = m_shares[std::size_t(seat)];
    shares.erase(std::find(shares.begin(), shares.end(), std::int16_t(share)));
    changedShares(seat);
    --m_held[std::size_t(seat)][std::size_t(m_rules->shares[std::size_t(share)].business)];
}

void WeState::putUnder(int share)
{
    m_decks[std::size_t(m_rules->backs[std::size_t(m_rules->shares[std::size_t(share)].business)])].putUnder(share);
}

int WeState::drawTop(Back back)
{
    return m_decks[std::size_t(back)].draw();
}

namespace {
// Appends a decision built in place: one built on the stack and copied in
// stalls the copy, whose wide loads span the narrow stores around its padding.
void add(std::vector<Decision> &out, DecisionKind kind, int card, int target, int value)
{
    // (Field by field: clang before 16 has no parenthesised aggregate initialisation.)
    Decision &d = out.emplace_back();
    d.kind = kind;
    d.card = std::int16_t(card);
    d.target = std::int16_t(target);
    d.value = std::int32_t(value);
}
} // namespace

void WeState::transfer(int from, int to, int share, Events *events)
{
    giveUpShare(from, share);
    takeShare(to, share);
    emit(events, EventType::ShareTaken, to, 0, from, share);
}

// The first share of each kind a seat holds (of one business, or all: -1),
// in the order held.
template <typename Visit>
void WeState::forEachKind(int seat, int business, Visit &&visit) const
{
    const auto &held = m_shares[std::size_t(seat)];
    for (std::size_t i = 0; i < held.size(); ++i) {
        if (business >= 0 && m_rules->shares[std::size_t(held[i])].business != business)
            continue;
        bool seen = false;
        for (std::size_t j = 0; j < i && !seen; ++j)
            seen = m_rules->sameKind(held[i], held[j]);
        if (!seen)
            visit(int(held[i]));
    }
}

int WeState::kindsHeld(int seat, int business) const
{
    int kinds = 0;
    forEachKind(seat, business, [&kinds](int) { ++kinds; });
    return kinds;
}

int WeState::firstShareOf(int seat, int business) const
{
    for (const auto share : m_shares[std::size_t(seat)])
        if (business < 0 || m_rules->shares[std::size_t(share)].business == business)
            return share;
    return -1;
}

void WeState::shareChoices(int seat, int business, std::vector<Decision> &out) const
{
    forEachKind(seat, business, [&out](int held) { add(out, DecisionKind::ChooseCard, held, -1, 0); });
}

// ---- Field actions ---------------------------------------------------------

void WeState::fieldAction(const Decision &d, Events *events)
{
    const int at = m_board.at(m_turn);
    const Back back = m_rules->kindOf(at) == FieldKind::Star ? Back::Star : Back::Dollar;
    if (d.kind == DecisionKind::Pass) {
        emit(events, EventType::FieldPassed, m_turn, 0, at);
        endTurn(events);
        return;
    }
    switch (FieldChoice(d.value)) {
    case FieldChoice::Draw:
        m_drawn = drawTop(back);
        emit(events, EventType::ShareDrawn, m_turn, 0, int(back), m_drawn);
        m_phase = Phase::ConsiderShare;
        return;
    case FieldChoice::Payday:
        payday(events);
        break;
    case FieldChoice::Rob:
        robBank(events);
        break;
    }
    endTurn(events);
}

void WeState::considerShare(const Decision &d, Events *events)
{
    if (d.kind == DecisionKind::Pass) {
        putUnder(m_drawn);
        emit(events, EventType::ShareDeclined, m_turn, 0, -1, m_drawn);
        endTurn(events);
        return;
    }
    std::array<std::int8_t, 3> roll {};
    const int sum = rollDice(roll);
    m_price = std::max(0, sum - stars(m_turn, m_rules->shares[std::size_t(m_drawn)].attribute));
    emit(events, EventType::PriceRolled, m_turn, packDice(roll), m_price, m_drawn);
    m_phase = Phase::PayPrice;
}

void WeState::payPrice(bool pay, Events *events)
{
    const int share = m_drawn;
    m_drawn = -1;
    if (pay) {
        m_bills[std::size_t(m_turn)] -= m_price;
        takeShare(m_turn, share);
        emit(events, EventType::ShareBought, m_turn, m_price, -1, share);
        endTurn(events);
        return;
    }
    putUnder(share);
    emit(events, EventType::ShareReturned, m_turn, m_rules->refusalFee, -1, share);
    demand(m_turn, m_rules->refusalFee, Resume::EndTurn, events);
}

void WeState::payday(Events *events)
{
    const int pay = m_rules->paydayPerShare * holdingScore(*m_rules, m_held[std::size_t(m_turn)]);
    m_bills[std::size_t(m_turn)] += pay;
    emit(events, EventType::Payday, m_turn, pay);
}

void WeState::robBank(Events *events)
{
    std::array<std::int8_t, 3> roll {};
    const int robbed = rollDice(roll);
    emit(events, EventType::RobberyRolled, m_turn, packDice(roll), robbed);
    for (int seat = m_seats.leftOf(m_turn); seat != m_turn; seat = m_seats.leftOf(seat)) {
        const int sum = rollDice(roll);
        emit(events, EventType::ChaseRolled, seat, packDice(roll), sum);
        if (sum > robbed) {
            m_bills[std::size_t(seat)] += m_rules->robberyReward;
            m_sitOut[std::size_t(m_turn)] += m_rules->robberySitsOut;
            m_versions.seats = freshStamp();
            m_board.takeOff(m_turn);
            emit(events, EventType::Caught, seat, m_rules->robberyReward, m_turn);
            return;
        }
    }
    m_bills[std::size_t(m_turn)] += m_rules->robberyLoot;
    emit(events, EventType::Escaped, m_turn, m_rules->robberyLoot);
}

// ---- Attacks ---------------------------------------------------------------

void WeState::nameBusiness(int business, Events *events)
{
    m_business = business;
    emit(events, EventType::BusinessNamed, m_turn, business);
    m_phase = Phase::NameAttribute;
    m_current = m_defender;
}

void WeState::fight(int attribute, Events *events)
{
    m_attribute = attribute;
    emit(events, EventType::AttributeNamed, m_defender, attribute);
    std::array<std::int8_t, 3> roll {};
    const int attack = rollDice(roll) + stars(m_turn, Attribute(attribute));
    emit(events, EventType::AttackRolled, m_turn, packDice(roll), attack);
    const int defence = rollDice(roll) + stars(m_defender, Attribute(attribute));
    emit(events, EventType::AttackRolled, m_defender, packDice(roll), defence);
    m_winner = attack > defence ? m_turn : m_defender; // a tie goes to the defender
    m_loser = m_winner == m_turn ? m_defender : m_turn;
    const int kinds = kindsHeld(m_loser, m_business);
    if (kinds >= 2) {
        m_phase = Phase::GiveShare;
        m_current = m_loser;
        return;
    }
    if (kinds == 1) // (an attacker without a share of it, in a house rule, has none to lose)
        transfer(m_loser, m_winner, firstShareOf(m_loser, m_business), events);
    endTurn(events);
}

// ---- Payments --------------------------------------------------------------

void WeState::demand(int seat, int amount, Resume resume, Events *events)
{
    m_debtor = seat;
    m_debt = amount;
    m_resume = resume;
    settle(events);
}

void WeState::settle(Events *events)
{
    const int seat = m_debtor;
    const auto s = std::size_t(seat);
    for (;;) {
        if (m_bills[s] >= m_debt) {
            m_bills[s] -= m_debt;
            m_debtor = -1;
            continueAfter(m_resume, seat, true, events);
            return;
        }
        if (!m_shares[s].empty()) {
            if (kindsHeld(seat, -1) >= 2) {
                m_phase = Phase::SellShare;
                m_current = seat;
                return;
            }
            sell(seat, m_shares[s].front(), events);
            continue;
        }
        if (m_rules->broke == BrokeRule::Credit && !m_creditUsed[s]) {
            m_creditUsed[s] = true;
            m_versions.seats = freshStamp();
            m_bills[s] += m_rules->credit;
            emit(events, EventType::Credit, seat, m_rules->credit);
            continue;
        }
        goBroke(seat, events);
        m_debtor = -1;
        continueAfter(m_resume, seat, false, events);
        return;
    }
}

void WeState::sell(int seat, int share, Events *events)
{
    giveUpShare(seat, share);
    m_bills[std::size_t(seat)] += m_rules->sellPrice;
    putUnder(share);
    emit(events, EventType::Sold, seat, m_rules->sellPrice, -1, share);
}

void WeState::goBroke(int seat, Events *events)
{
    emit(events, EventType::Broke, seat);
    m_seats.leave(seat);
    m_versions.seats = freshStamp();
    m_brokeIn[std::size_t(seat)] = m_round;
    m_bills[std::size_t(seat)] = 0;
    m_board.takeOff(seat);
}

void WeState::continueAfter(Resume resume, int seat, bool paid, Events *events)
{
    switch (resume) {
    case Resume::EndTurn:
        endTurn(events);
        return;
    case Resume::PokerRoll:
        if (!paid) {
            m_pokerIn[std::size_t(seat)] = false;
            pokerDone(events);
            return;
        }
        {
            const int amount = m_rules->pokerForShares ? m_rules->stakeWithoutShares : m_rules->pokerStake;
            m_pot += amount;
            emit(events, EventType::Staked, seat, amount);
        }
        pokerRoll(seat, events);
        return;
    case Resume::HasardChip:
        if (!paid) {
            m_queue.advance();
            hasardNext(events);
            return;
        }
        ++m_chips[std::size_t(seat)];
        --m_bankChips[std::size_t(seat)];
        emit(events, EventType::ChipBought, seat, m_rules->chipPrice);
        m_phase = Phase::HasardBet;
        m_current = seat;
        return;
    }
}

// ---- Decisions -------------------------------------------------------------

// Every entry written over: resized from the last list, `out` initialises
// only what it grows by.
void WeState::legalMoves(std::vector<Decision> &out) const
{
    std::vector<Move> listed;
    const MoveTable::Row row = moveRow(listed);
    out.resize(std::size_t(std::popcount(m_moveFields)));
    Decision *plan = out.data();
    for (const Move &move : row.moves) {
        const int to = row.to(move);
        if (m_moveFields >> to & 1)
            *plan++ = {DecisionKind::ChooseNumber, -1, std::int16_t(to), move.plan};
    }
}

Decision WeState::firstMoveInto(std::uint64_t fields) const
{
    assert(m_phase == Phase::Move && (fields & m_moveFields));
    std::vector<Move> listed;
    const MoveTable::Row row = moveRow(listed);
    fields &= m_moveFields;
    for (const Move &move : row.moves)
        if (const int to = row.to(move); fields >> to & 1)
            return {DecisionKind::ChooseNumber, -1, std::int16_t(to), move.plan};
    return {}; // (not reached: each of the row's fields has a move)
}

// (Flattened: each decision appended in place, not by a call apiece.)
[[gnu::flatten]] void WeState::legalDecisions(std::vector<Decision> &out) const
{
    if (m_phase == Phase::Move) {
        legalMoves(out);
        return;
    }
    // (Written in place, as add() below: a list copied in would stall.)
    out.resize(std::size_t(kMaxFixedChoices));
    if (const int count = fixedChoices(std::span<Decision, kMaxFixedChoices>(out.data(), kMaxFixedChoices));
        count >= 0) {
        out.resize(std::size_t(count));
        return;
    }
    out.clear();
    const int seat = m_current;
    switch (m_phase) {
    case Phase::NameBusiness:
        for (std::uint32_t b = attackable(m_turn, m_defender); b != 0; b &= b - 1)
            add(out, DecisionKind::ChooseNumber, -1, -1, std::countr_zero(b));
        return;
    case Phase::GiveShare:
        shareChoices(seat, m_business, out);
        return;
    case Phase::SellShare:
    case Phase::StakeShare:
        shareChoices(seat, -1, out);
        return;
    case Phase::PokerKeep: {
        add(out, DecisionKind::Pass, -1, -1, 0);
        // One mask per distinct set of kept faces: of each face, keep 0..n of
        // its dice (the first ones); keeping all five is standing.
        const auto &dice = m_pokerDice[std::size_t(seat)];
        std::array<int, 7> diceOf {}; // per face: the mask of its dice
        for (int i = 0; i < kPokerDice; ++i)
            diceOf[std::size_t(dice[std::size_t(i)])] |= 1 << i;
        int masks[32] = {0};
        int count = 1;
        for (int face = 1; face <= 6; ++face) {
            const int all = diceOf[std::size_t(face)];
            const int before = count;
            for (int taken = all, part = 0; taken; taken &= taken - 1) {
                part |= taken & -taken; // the face's first dice, one more each time
                for (int i = 0; i < before; ++i)
                    masks[count++] = masks[i] | part;
            }
        }
        for (int i = 0; i < count; ++i)
            if (masks[i] != 31)
                add(out, DecisionKind::KeepDice, -1, -1, masks[i]);
        return;
    }
    default: // (Move, the fixed choices above; none when it is over)
        return;
    }
}

int WeState::fixedChoices(std::span<Decision, kMaxFixedChoices> out) const
{
    int count = 0;
    auto add = [&](DecisionKind kind, int value) {
        Decision &d = out[std::size_t(count++)]; // field by field, as add() above
        d.kind = kind;
        d.card = -1;
        d.target = -1;
        d.value = std::int32_t(value);
    };
    const int seat = m_current;
    switch (m_phase) {
    case Phase::FieldAction: {
        const int at = m_board.at(m_turn);
        const bool dollar = m_rules->kindOf(at) == FieldKind::Dollar;
        add(DecisionKind::Pass, 0);
        if (!m_decks[dollar ? 1 : 0].empty())
            add(DecisionKind::ChooseNumber, int(FieldChoice::Draw));
        if (dollar && !shares(seat).empty())
            add(DecisionKind::ChooseNumber, int(FieldChoice::Payday));
        if (dollar)
            add(DecisionKind::ChooseNumber, int(FieldChoice::Rob));
        return count;
    }
    case Phase::ConsiderShare:
        add(DecisionKind::Pass, 0);
        add(DecisionKind::YesNo, 1);
        return count;
    case Phase::PayPrice:
        if (bills(seat) >= m_price)
            add(DecisionKind::YesNo, 1);
        add(DecisionKind::YesNo, 0);
        return count;
    case Phase::NameAttribute:
        for (int a = 0; a < kAttributes; ++a)
            add(DecisionKind::ChooseNumber, a);
        return count;
    case Phase::CheatChoice:
        add(DecisionKind::YesNo, 1);
        add(DecisionKind::YesNo, 0);
        return count;
    case Phase::HasardBet:
        if (chips(seat) > 0)
            for (int spot = 0; spot < kSpots; ++spot)
                add(DecisionKind::ChooseNumber, spot);
        if (m_bankChips[std::size_t(seat)] > 0 && bills(seat) >= m_rules->chipPrice)
            add(DecisionKind::YesNo, 1);
        if (m_betsPlaced[std::size_t(seat)] > 0)
            add(DecisionKind::Pass, 0);
        return count;
    default:
        return -1;
    }
}

std::optional<Illegal> WeState::checkDecision(const Decision &d) const
{
    if (isTerminal())
        return Illegal {Illegal::Code::GameOver, "the game is over"};
    if (m_phase == Phase::Move && d.kind == DecisionKind::ChooseNumber) {
        const MovePlan plan = MovePlan::decode(d.value);
        int to = 0;
        if (!routeEnd(plan, &to) || d.card != -1)
            return Illegal {Illegal::Code::TargetNotAllowed,
                "not a move with these dice: two walks that stay on the street, at most one crossing"};
        if (d.target != to)
            return Illegal {Illegal::Code::Malformed, "the move's field is not where its walks end"};
        int other = -1;
        const int n = m_board.othersOn(to, m_turn, &other);
        if (n >= 2)
            return Illegal {Illegal::Code::TargetNotAllowed, "two cowboys stand there already"};
        if (n == 1 && !attackable(m_turn, other))
            return Illegal {Illegal::Code::TargetNotAllowed,
                "a cowboy stands there, and you own no share of a business he owns a share of"};
        return std::nullopt;
    }
    std::vector<Decision> legal;
    legalDecisions(legal);
    for (const Decision &l : legal)
        if (l == d)
            return std::nullopt;
    if (m_phase == Phase::PayPrice && d == yes(true))
        return Illegal {Illegal::Code::TargetNotAllowed, "not enough money to pay the price"};
    return Illegal {Illegal::Code::WrongKind, "not one of the choices now"};
}

void WeState::apply(const Decision &d, Events *events)
{
    assert(!checkDecision(d));
    ++m_decisions;
    const int seat = m_current;
    switch (m_phase) {
    case Phase::Move:
        applyMove(d, events);
        return;
    case Phase::FieldAction:
        fieldAction(d, events);
        return;
    case Phase::ConsiderShare:
        considerShare(d, events);
        return;
    case Phase::PayPrice:
        payPrice(d.value == 1, events);
        return;
    case Phase::NameBusiness:
        nameBusiness(d.value, events);
        return;
    case Phase::NameAttribute:
        fight(d.value, events);
        return;
    case Phase::GiveShare:
        transfer(m_loser, m_winner, d.card, events);
        endTurn(events);
        return;
    case Phase::SellShare:
        sell(seat, d.card, events);
        settle(events);
        return;
    case Phase::StakeShare:
        stakeShare(seat, d.card, events);
        return;
    case Phase::PokerKeep:
        if (d.kind == DecisionKind::Pass) {
            emit(events, EventType::Stood, seat);
            pokerDone(events);
            return;
        }
        m_keep = d.value;
        stakeAndRoll(seat, false, events);
        return;
    case Phase::CheatChoice:
        cheatChoice(d.value == 1, events);
        return;
    case Phase::HasardBet:
        if (d.kind == DecisionKind::Pass) {
            m_queue.advance();
            hasardNext(events);
        } else if (d.kind == DecisionKind::YesNo) {
            m_bills[std::size_t(seat)] -= m_rules->chipPrice;
            ++m_chips[std::size_t(seat)];
            --m_bankChips[std::size_t(seat)];
            emit(events, EventType::ChipBought, seat, m_rules->chipPrice);
        } else {
            --m_chips[std::size_t(seat)];
            ++m_bets[std::size_t(seat)][std::size_t(d.value)];
            ++m_betsPlaced[std::size_t(seat)];
            emit(events, EventType::ChipBet, seat, 0, d.value);
        }
        return;
    case Phase::Over:
        return;
    }
}

void WeState::setupEvents(std::vector<Event> &events) const
{
    for (int seat = 0; seat < m_players; ++seat) {
        emit(&events, EventType::GunfighterDrawn, seat, 0, -1, m_rules->shareCount() + gunfighter(seat));
        events.back().privateTo = std::int8_t(seat);
    }
    emit(&events, EventType::RoundStarted, -1, 1);
    emit(&events, EventType::TurnStarted, m_turn);
    emit(&events, EventType::Rolled, m_turn, packDice(m_dice));
}

GameClock WeState::clock() const
{
    GameClock c;
    const int slot = (m_turn - m_first + m_players) % m_players; // turns of this round before m_turn's
    c.turns = (m_round - 1) * m_players + slot;
    c.rounds = m_round - 1;
    if (m_phase == Phase::Over) {
        // Over after the last round's last turn (m_turn back at the first
        // player), or at once when the decks ran out or one player was left
        // (m_turn still the player whose turn it was).
        const bool early = (m_decks[0].empty() && m_decks[1].empty()) || m_seats.remaining() < 2;
        c.turns = early ? c.turns + 1 : m_round * m_players;
        c.rounds = m_round;
    }
    c.scoredEvery = GameClock::Unit::Round;
    return c;
}

void WeState::publicScore(std::span<std::int64_t> scores) const
{
    assert(int(scores.size()) == m_players);
    for (int seat = 0; seat < m_players; ++seat)
        scores[std::size_t(seat)] = holding(*m_rules, shares(seat)).score;
}

Outcome WeState::outcome() const
{
    Outcome o;
    std::vector<int> bills;
    std::vector<bool> in;
    std::vector<std::int64_t> shareCounts, complete, money, broke;
    for (int seat = 0; seat < m_players; ++seat) {
        const Holding h = holding(*m_rules, shares(seat));
        o.scores.push_back(h.score);
        bills.push_back(this->bills(seat));
        in.push_back(inGame(seat));
        shareCounts.push_back(std::int64_t(shares(seat).size()));
        complete.push_back(h.complete);
        money.push_back(this->bills(seat));
        broke.push_back(inGame(seat) ? 0 : 1);
    }
    o.winners = winners(o.scores, bills, in);
    o.figures["shares"] = shareCounts;
    o.figures["complete_businesses"] = complete;
    o.figures["bills"] = money;
    o.figures["broke"] = broke;
    return o;
}

// The search asks at the end of every playout: the same winners as
// outcome()'s, counted from the shares per business.
std::vector<int> WeState::winningSeats() const
{
    std::vector<int> best;
    int bestScore = 0;
    for (int seat = 0; seat < m_players; ++seat) {
        if (!inGame(seat))
            continue;
        const int score = holdingScore(*m_rules, m_held[std::size_t(seat)]);
        if (best.empty() || score > bestScore || (score == bestScore && bills(seat) > bills(best.front()))) {
            best.assign(1, seat);
            bestScore = score;
        } else if (score == bestScore && bills(seat) == bills(best.front())) {
            best.push_back(seat);
        }
    }
    return best;
}

std::unique_ptr<Observation> WeState::observe(int seat) const
{
    auto o = std::make_unique<WeObservation>();
    fillObservation(seat, *o);
    return o;
}

// The search bot refills one observation per playout decision: only what
// changed since it was last filled, and nothing allocated once its lists
// have grown to the game's size.
void WeState::observeInto(int seat, std::unique_ptr<Observation> &observation) const
{
    refillObservation<WeObservation>(observation, [&](WeObservation &o) { fillObservation(seat, o); });
}

// Every field written, lists resized and refilled in place; a list whose
// version `o` holds already is left alone. A fresh observation holds none
// (0), and a state's are never 0 (changedAll in the constructor), so it is
// filled whole; so is one whose lists were resized (a moved-from one).
// One piece: the search's playouts refill an observation at every decision,
// and split into steps it took 5% more instructions (perf_instructions).
void WeState::fillObservation(int seat, WeObservation &o) const
{
    o.seat = seat;
    o.players = m_players;
    o.currentPlayer = currentPlayer();
    o.phase = m_phase;
    o.round = m_round;
    o.rounds = m_rules->rounds;
    o.turnPlayer = m_turn;
    o.firstPlayer = m_first;
    o.terminal = isTerminal();
    const auto n = std::size_t(m_players);
    auto &versions = o.versions;
    // (The lists written at every refill; the others are sized where they are refilled.)
    if (o.cowboyAt.size() != n || o.bills.size() != n || o.shares.size() != n) {
        versions = {}; // every list refilled below
        for (auto *list : {&o.cowboyAt, &o.bills, &o.chips, &o.bankChips, &o.sitOut, &o.gunfighters, &o.pokerRolls})
            list->resize(n);
        for (auto *list : {&o.inGame, &o.creditUsed, &o.pokerIn, &o.cheated})
            list->resize(n);
        o.shares.resize(n);
        o.pokerDice.resize(n);
        o.bets.resize(n);
    }
    for (int s = 0; s < m_players; ++s) {
        const auto i = std::size_t(s);
        o.cowboyAt[i] = m_board.at(s);
        o.bills[i] = m_bills[i];
        if (versions.shares[i] != m_versions.shares[i]) {
            o.shares[i].assign(m_shares[i].begin(), m_shares[i].end());
            versions.shares[i] = m_versions.shares[i];
        }
    }
    // The gunfighters as the seat knows them change only with the seat,
    // and at the end, when every card is turned up for everyone.
    if (versions.gunfighters != m_versions.gunfighters || versions.viewer != seat || versions.revealed != o.terminal) {
        o.gunfighters.resize(n);
        for (int s = 0; s < m_players; ++s)
            o.gunfighters[std::size_t(s)] = s == seat || seat == kAllKnowing || o.terminal ? gunfighter(s) : -1;
        o.stars = seat >= 0 && seat < m_players ? starsOf(seat) : std::array<int, kAttributes> {};
        versions.gunfighters = m_versions.gunfighters;
        versions.viewer = seat;
        versions.revealed = o.terminal;
    }
    // Bankruptcies, credits and turns to sit out.
    if (versions.seats != m_versions.seats) {
        o.inGame.resize(n);
        o.creditUsed.resize(n);
        o.sitOut.resize(n);
        for (int s = 0; s < m_players; ++s) {
            o.inGame[std::size_t(s)] = m_seats.isIn(s);
            o.creditUsed[std::size_t(s)] = m_creditUsed[std::size_t(s)];
            o.sitOut[std::size_t(s)] = m_sitOut[std::size_t(s)];
        }
        versions.seats = m_versions.seats;
    }
    // Poker's lists change only during a round, which starts and ends with a new version.
    if (m_poker || versions.poker != m_versions.poker) {
        o.pokerIn.resize(n);
        o.pokerDice.resize(n);
        o.pokerRolls.resize(n);
        o.cheated.resize(n);
        for (int s = 0; s < m_players; ++s) {
            const auto i = std::size_t(s);
            o.pokerIn[i] = m_poker && m_pokerIn[i];
            o.pokerDice[i] = m_pokerDice[i];
            o.pokerRolls[i] = m_pokerRolls[i];
            o.cheated[i] = m_cheated[i];
        }
        o.potShares.assign(m_potShares.begin(), m_potShares.end());
        versions.poker = m_versions.poker;
    }
    // So do hasard's bets and chips.
    if (m_hasard || versions.hasard != m_versions.hasard) {
        o.bets.resize(n);
        o.chips.resize(n);
        o.bankChips.resize(n);
        for (int s = 0; s < m_players; ++s) {
            const auto i = std::size_t(s);
            o.bets[i] = m_bets[i];
            o.chips[i] = m_chips[i];
            o.bankChips[i] = m_bankChips[i];
        }
        versions.hasard = m_versions.hasard;
    }
    o.deckSize = {deckSize(Back::Star), deckSize(Back::Dollar)};
    o.dice = m_dice;
    o.drawn = drawn();
    o.price = price();
    const bool attack = m_defender >= 0;
    o.attacker = attack ? m_turn : -1;
    o.defender = attack ? m_defender : -1;
    o.business = attack ? m_business : -1;
    o.attribute = attack ? m_attribute : -1;
    o.poker = m_poker;
    o.pokerTie = m_pokerTie;
    o.pokerKeep = m_poker ? m_keep : 0;
    o.potBills = m_pot;
    o.hasard = m_hasard;
    o.debtor = m_phase == Phase::SellShare ? m_debtor : -1;
    o.debt = m_phase == Phase::SellShare ? m_debt : 0;
    if (!o.terminal) {
        o.scores.clear();
        o.winners.clear();
    } else {
        const Outcome out = outcome();
        o.scores.assign(out.scores.begin(), out.scores.end());
        o.winners.assign(out.winners.begin(), out.winners.end());
    }
}

} // namespace houserules::wyattearp
