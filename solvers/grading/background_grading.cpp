#include "background_grading.h"

namespace pw::grading {

BackgroundGrading::BackgroundGrading(Assignment assignment, std::vector<std::string> files, GradeSettings settings)
    : total_(static_cast<int>(assignment.boards.size() * (files.size() + 1) + files.size())),
      book_(emptyBook(assignment, files)) {
    thread_ = std::jthread([this, assignment = std::move(assignment), files = std::move(files), settings] {
        GradeBook done = gradeFiles(assignment, files, settings, stop_.get_token(),
                                    [this](const GradeStep& step, const GradeBook& book) {
                                        std::lock_guard lock(mutex_);
                                        book_ = book;
                                        steps_.push_back(step);
                                        done_ = step.done;
                                    });
        {
            std::lock_guard lock(mutex_);
            book_ = std::move(done);
        }
        finished_ = true;
    });
}

BackgroundGrading::~BackgroundGrading() {
    stop_.request_stop();
    // thread_ joins as it is destroyed, before the members it uses.
}

GradeBook BackgroundGrading::book(std::vector<GradeStep>* steps) {
    std::lock_guard lock(mutex_);
    if (steps) {
        steps->insert(steps->end(), steps_.begin(), steps_.end());
        steps_.clear();
    }
    return book_;
}

}  // namespace pw::grading
