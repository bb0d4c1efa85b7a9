#include "merge_job.h"

namespace pw {

MergeJob::MergeJob(MergeRequest request)
    : request_(std::move(request)), thread_([this](std::stop_token stop) {
          result_ = mergeRuns(request_, stop, &progress_);
          done_.store(true, std::memory_order_release);
      }) {}

MergeResult MergeJob::take() {
    thread_.join();
    return std::move(result_);
}

}  // namespace pw
