#include "interruption.h"

#include <csignal>
#include <ctime>

namespace {

std::atomic<bool> g_requested {false};
std::atomic<int> g_firstSignal {0};
std::atomic<long long> g_firstAtMs {0};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<long long>::is_always_lock_free);

struct sigaction g_previousInt {};
struct sigaction g_previousTerm {};

long long monotonicMs()
{
    timespec now {};
    ::clock_gettime(CLOCK_MONOTONIC, &now); // async-signal-safe
    return now.tv_sec * 1000LL + now.tv_nsec / 1000000;
}

extern "C" void onSignal(int signal)
{
    // The time is claimed first, in one step: two signals at once may be
    // handled by two threads side by side, and the second must find the
    // first's time, not a time not yet written.
    const long long now = monotonicMs();
    long long none = 0;
    if (g_firstAtMs.compare_exchange_strong(none, now)) {
        g_firstSignal = signal;
        g_requested = true;
        return;
    }
    if (now - g_firstAtMs >= 1000) { // asked again: end now, as the signal would have
        ::signal(signal, SIG_DFL);
        ::raise(signal);
    }
}

} // namespace

Interruption::Interruption()
{
    g_requested = false;
    g_firstSignal = 0;
    g_firstAtMs = 0;
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    ::sigaction(SIGINT, &action, &g_previousInt);
    ::sigaction(SIGTERM, &action, &g_previousTerm);
}

Interruption::~Interruption()
{
    ::sigaction(SIGINT, &g_previousInt, nullptr);
    ::sigaction(SIGTERM, &g_previousTerm, nullptr);
}

const std::atomic<bool> *Interruption::flag() const
{
    return &g_requested;
}

void Interruption::cancel()
{
    g_requested = true;
}

int Interruption::exitStatus() const
{
    const int signal = g_firstSignal;
    return 128 + (signal != 0 ? signal : SIGINT);
}
