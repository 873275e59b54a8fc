#include "moves.h"

#include "rules.h"

namespace houserules::wyattearp {

// A crossing changes the side, never the field number, so where it comes in
// the order changes neither the walks' fit nor the end: each pair of walks
// gives its end on this side (the third die forfeited) and opposite
// (crossing first). The plans are MovePlan::encode's {start, [cross,]
// walk1, walk2}, written out.
void listMoves(int fields, int at, const std::array<std::int8_t, 3> &dice, std::vector<Move> &out)
{
    auto step = [](int op, int die) { return (op & 3) | ((die & 3) << 2); };
    auto fits = [fields](int field) { return unsigned(field) < unsigned(fields); };
    constexpr int east = 1, west = 2, cross = 3; // MovePlan::Op
    std::uint64_t seen = 0;
    auto add = [&seen, &out](int to, int plan) {
        if (seen >> to & 1)
            return;
        seen |= std::uint64_t(1) << to;
        out.push_back({std::int16_t(to), std::int16_t(plan)});
    };
    const bool off = at < 0;
    for (int start = off ? 0 : -1; start <= (off ? 1 : -1); ++start) {
        const int side = off ? start : at / fields;
        const int from = off ? 0 : at % fields;
        const int here = side * fields, there = (side ^ 1) * fields;
        for (int crossing = 0; crossing < 3; ++crossing) {
            if ((crossing > 0 && dice[std::size_t(crossing)] == dice[0]) || (crossing > 1 && dice[2] == dice[1]))
                continue; // the same crossing value: the same plans
            const int a = crossing == 0 ? 1 : 0, b = crossing == 2 ? 1 : 2;
            const int dieA = dice[std::size_t(a)], dieB = dice[std::size_t(b)];
            for (int dirs = 0; dirs < 4; ++dirs) {
                const int da = dirs & 1 ? -dieA : dieA;
                const int db = dirs & 2 ? -dieB : dieB;
                const int end = from + da + db;
                // Every walk must fit on the board: a's first, else b's.
                const bool aFirst = fits(from + da);
                if (!fits(end) || !(aFirst || fits(from + db)))
                    continue;
                const int first = aFirst ? a : b, second = aFirst ? b : a;
                const int op1 = (aFirst ? da : db) < 0 ? west : east;
                const int op2 = (aFirst ? db : da) < 0 ? west : east;
                const int walks = step(op1, first) | step(op2, second) << 4;
                add(here + end, (start + 1) | walks << 2);
                add(there + end, (start + 1) | (step(cross, crossing) | walks << 4) << 2);
            }
        }
    }
}

std::uint64_t endsOf(std::span<const Move> moves)
{
    std::uint64_t ends = 0;
    for (const Move &move : moves)
        ends |= std::uint64_t(1) << move.to;
    return ends;
}

MoveTable::MoveTable(int fields)
{
    if (fields <= 0 || fields > kMaxFields)
        return;
    m_fields = fields;
    m_first.reserve(std::size_t((fields + 1) * kRolls + 1));
    std::array<std::int8_t, 3> dice {};
    for (int start = 0; start <= fields; ++start)
        for (int roll = 0; roll < kRolls; ++roll) {
            dice = {std::int8_t(roll / 36 + 1), std::int8_t(roll / 6 % 6 + 1), std::int8_t(roll % 6 + 1)};
            const std::size_t first = m_moves.size();
            m_first.push_back(std::uint32_t(first));
            listMoves(fields, start == fields ? -1 : start, dice, m_moves);
            m_ends.push_back(endsOf(std::span(m_moves).subspan(first)));
        }
    m_first.push_back(std::uint32_t(m_moves.size()));
    m_moves.shrink_to_fit();
}

} // namespace houserules::wyattearp
