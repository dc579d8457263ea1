// A mock arbiters' exam: a teacher asks for N questions on some topics (kinds of question) and
// gets a paper drawn from every lesson loaded, the same paper for the same seed, so that the
// question paper and its answer key printed separately match. The topics are taken in turn,
// so that a short paper still covers each one asked for.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/school/schoolitem.h"

namespace remis::school {

struct MockExamSpec {
    size_t items = 20;
    std::vector<QuestionKind> kinds;  // empty: every kind of question
    uint64_t seed = 1;
    int passMark = 80;  // percent
};

// Indices into `pool` (demonstrations never), at most spec.items of them, no item twice:
// drawn in turn from each kind asked for (a kind with no item left is skipped), each kind's
// items shuffled by the seed, each kind taking a position not yet on the paper while it has
// one. The same pool, spec and seed give the same paper.
std::vector<size_t> pickMockExam(const std::vector<const Item*>& pool, const MockExamSpec& spec);

// The right answers needed to pass: passMark percent of n, rounded up (16 of 20 at 80 %).
size_t passCount(size_t n, int passMark);

}  // namespace remis::school
// SPDX-License-Identifier: GPL-3.0-or-later
