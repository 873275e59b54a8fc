#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

namespace houserules::wyattearp {

// A move plan (MovePlan::encode, which fits 14 bits) and the field where it
// ends (side * fields + field).
struct Move {
    std::int16_t to = 0;
    std::int16_t plan = 0;
};

// Every destination of a roll of three dice from field `at` (-1: off the
// board, from either start side), once, with the first plan found for it,
// appended to `out` in the order the legal list gives them. Cowboys in the
// way are not looked at: a field they close is left out of the list later.
void listMoves(int fields, int at, const std::array<std::int8_t, 3> &dice, std::vector<Move> &out);
// The destinations of such moves, as bits.
std::uint64_t endsOf(std::span<const Move> moves);

// listMoves for every start and roll, worked out once per street: a playout
// looks its turn's moves up rather than walking them out (that was a sixth
// of a Wyatt Earp search). A start on the south side moves as from the same
// field on the north, with the sides swapped: the table holds the north's.
class MoveTable {
public:
    MoveTable() = default;
    explicit MoveTable(int fields);

    // The moves of one start and roll, in listMoves's order, and their
    // destinations as bits.
    struct Row {
        std::span<const Move> moves;
        int fields = 0;
        int shift = 0; // a south start: fields, each move's side swapped
        std::uint64_t ends = 0;
        int to(const Move &move) const { return move.to < fields ? move.to + shift : move.to - shift; }
    };
    // Whether the table holds this start and roll (a street it was built for,
    // dice 1..6).
    bool holds(int at, const std::array<std::int8_t, 3> &dice) const
    {
        auto isDie = [](int die) { return die >= 1 && die <= 6; };
        return m_fields > 0 && at >= -1 && at < 2 * m_fields && isDie(dice[0]) && isDie(dice[1]) && isDie(dice[2]);
    }
    // Precondition: holds(at, dice).
    Row row(int at, const std::array<std::int8_t, 3> &dice) const
    {
        const bool south = at >= m_fields;
        const std::size_t row = rowOf(south ? at - m_fields : at, dice);
        const std::uint64_t ends = m_ends[row], north = (std::uint64_t(1) << m_fields) - 1;
        return {{m_moves.data() + m_first[row], m_first[row + 1] - m_first[row]}, m_fields, south ? m_fields : 0,
            south ? (ends & north) << m_fields | ends >> m_fields : ends};
    }

private:
    static constexpr int kRolls = 6 * 6 * 6;
    // Rows: each north field's, then off the board's (at -1); each start's in the dice's order.
    std::size_t rowOf(int at, const std::array<std::int8_t, 3> &dice) const
    {
        const int start = at < 0 ? m_fields : at;
        return std::size_t((start * 6 + dice[0] - 1) * 36 + (dice[1] - 1) * 6 + dice[2] - 1);
    }

    int m_fields = 0;                   // 0: no table
    std::vector<std::uint32_t> m_first; // per row: its first move; one more at the end
    std::vector<std::uint64_t> m_ends;  // per row: its destinations
    std::vector<Move> m_moves;
};

} // namespace houserules::wyattearp
