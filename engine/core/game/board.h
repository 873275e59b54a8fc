#pragma once

#include <array>
#include <cassert>
#include <cstdint>

namespace houserules {

// Figures on the numbered fields of a board, any number to a field (Wyatt
// Earp's cowboys, two to a field during an attack), or off the board. The
// game numbers its fields and decides who may stand where; this keeps where
// each figure is. Plain data, no allocation: states copy it freely in
// playouts. (A ring walked one way, one figure to a field: core/game/ring.h.)
class Board {
public:
    static constexpr int kMaxFigures = 8;
    static constexpr int kOff = -1;

    Board() { m_at.fill(kOff); }
    explicit Board(int figures) : m_figures(std::int8_t(figures))
    {
        assert(figures <= kMaxFigures);
        m_at.fill(kOff);
    }

    int figures() const { return m_figures; }
    int at(int figure) const { return m_at[std::size_t(figure)]; }
    bool isOff(int figure) const { return at(figure) == kOff; }
    void place(int figure, int field) { m_at[std::size_t(figure)] = std::int16_t(field); }
    void takeOff(int figure) { place(figure, kOff); }

    // How many figures other than `except` stand on `field`, and (when
    // `first` is given) the first of them.
    int othersOn(int field, int except, int *first = nullptr) const
    {
        int count = 0;
        for (int figure = 0; figure < m_figures; ++figure)
            if (figure != except && m_at[std::size_t(figure)] == field && field != kOff) {
                if (first && count == 0)
                    *first = figure;
                ++count;
            }
        return count;
    }

    friend bool operator==(const Board &, const Board &) = default;

private:
    std::int8_t m_figures = 0;
    std::array<std::int16_t, kMaxFigures> m_at {};
};

} // namespace houserules
