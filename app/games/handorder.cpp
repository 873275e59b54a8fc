#include "handorder.h"

#include <algorithm>

std::vector<int> HandOrder::arrange(int viewer, int seat, const std::vector<int> &keys)
{
    std::vector<int> &shown = m_shown[{viewer, seat}];
    std::vector<bool> placed(keys.size(), false);
    std::vector<int> order;
    order.reserve(keys.size());
    // The cards shown before, where they were (each key matched once).
    for (const int key : shown)
        for (std::size_t i = 0; i < keys.size(); ++i)
            if (!placed[i] && keys[i] == key) {
                placed[i] = true;
                order.push_back(int(i));
                break;
            }
    // Then the new ones.
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (!placed[i])
            order.push_back(int(i));
    shown.clear();
    for (const int index : order)
        shown.push_back(keys[std::size_t(index)]);
    return order;
}

void HandOrder::exchange(int viewer, int seat, int chosen, int taken)
{
    std::vector<int> &shown = m_shown[{viewer, seat}];
    const auto a = std::find(shown.begin(), shown.end(), chosen);
    const auto b = std::find(shown.begin(), shown.end(), taken);
    if (a != shown.end() && b != shown.end())
        std::iter_swap(a, b);
}
