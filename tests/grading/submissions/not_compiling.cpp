// A file that does not compile: a semicolon is missing on line 6.
#include <puzzle_workbench/queens.h>

void search(pw::Queens& q) {
    q.place(0, 0);
    q.solution()
}
