#pragma once

// How the long commands (simulate, soak) take SIGINT and SIGTERM.

#include <atomic>

// While one lives, SIGINT (Ctrl-C) and SIGTERM (a batch system's time limit)
// ask the command to finish the games in flight and write its partial result,
// marked cancelled. A second signal ends the program at once, but only when it
// comes at least a second after the first: `timeout` and a terminal signal the
// whole process group, so one request can arrive twice at once. On leaving,
// the signals' earlier handlers come back.
class Interruption {
public:
    Interruption();
    ~Interruption();
    Interruption(const Interruption &) = delete;
    Interruption &operator=(const Interruption &) = delete;

    // Set by the first signal (or by cancel()): the engine's RunOptions::cancel.
    const std::atomic<bool> *flag() const;
    // Cancels as a signal would, before anything runs (a dry run).
    void cancel();
    // The exit status of a cancelled run: 128 and the number of the first
    // signal, as a shell reports a program that a signal ended (130 for
    // SIGINT, 143 for SIGTERM); 130 when cancel() was called.
    int exitStatus() const;
};
