#pragma once
/// Makes the puzzles of a worksheet with the registry's maker (core/puzzle_maker.h), on
/// threads of its own: an expert sudoku can take seconds, and the GUI thread never
/// waits for one. The window polls `made()` for its progress bar and `cancel()` stops
/// the makers within about 100 ms; the command line polls the same way. Puzzle i is made
/// from seed + i whatever thread makes it, so a request gives the same sheet every time.
#include <QString>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "worksheet_document.h"

namespace pw::ui {

/// What a worksheet asks for.
struct WorksheetRequest {
    QString puzzleId;
    QString level;  ///< a LevelInfo::id of the puzzle: "expert"
    int size = 0;   ///< 0: the maker's preferred size
    int count = 6;
    std::uint64_t seed = 1;  ///< puzzle i is made from seed + i
    bool answers = true;
};

/// Whether the registry can make this request: false with one sentence (the puzzle
/// makes no worksheets, an unknown level, a size out of the maker's range).
bool checkWorksheetRequest(const WorksheetRequest& request, QString* error);

/// The levels' ids of a puzzle that makes worksheets, easiest first ("simple, easy, ...").
QString levelIds(const QString& puzzleId);

/// The makers of one worksheet at work, polled and cancellable.
class WorksheetJob {
public:
    /// Starts making the puzzles of a request that `checkWorksheetRequest` accepts.
    explicit WorksheetJob(WorksheetRequest request);
    /// Stops the makers and waits for them (each answers a stop within about 100 ms).
    ~WorksheetJob();

    const WorksheetRequest& request() const { return request_; }
    int made() const { return made_.load(); }
    bool finished() const { return running_.load() == 0; }
    void cancel() { stop_.request_stop(); }
    bool cancelled() const { return cancelled_.load(); }
    /// Once finished: true when every puzzle was made (not cancelled, no maker error).
    bool succeeded() const;
    /// Once finished: the maker's error (English, as the registry words it), if any.
    QString error() const;
    /// Once finished and succeeded: the sheet's content, its titles in the user's language.
    WorksheetContent content() const;

private:
    void work();

    WorksheetRequest request_;
    std::stop_source stop_;
    std::atomic<int> next_{0};
    std::atomic<int> made_{0};
    std::atomic<int> running_{0};
    std::atomic<bool> cancelled_{false};
    mutable std::mutex mutex_;  ///< guards puzzles_ and error_
    std::vector<WorksheetPuzzle> puzzles_;
    std::string error_;
    std::vector<std::jthread> threads_;  ///< last: they stop and join before the rest goes
};

}  // namespace pw::ui
