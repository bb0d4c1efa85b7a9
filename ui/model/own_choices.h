#pragma once
/// A version of the user's own (a student's .cpp file) once compiled, chosen in the
/// model: its puzzle is the one shown, and the file its version chosen. The window's
/// list of versions has the file already (WorkbenchModel::setVersions).
namespace pw {
struct AlgorithmInfo;
}

namespace pw::ui {

class WorkbenchModel;

/// False when the model lists no such version (a file that did not compile names no
/// puzzle): nothing is chosen then.
bool chooseOpenedVersion(WorkbenchModel& model, const AlgorithmInfo& version);

}  // namespace pw::ui
