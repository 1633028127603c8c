#!/bin/bash
# A batch of filings split among the tasks of a Slurm job array with no
# coordination between them: task i of N runs `gonggao extract --shard i/N`,
# which takes every N-th input of the sorted path list, and appends to its
# own part file with --resume, so a requeued task carries on where it
# stopped.
#
#   sbatch --array=0-15 docs/slurm-array.sh /shared/filings /shared/terms
#   cat /shared/terms/part-*.jsonl > terms.jsonl     # one record per filing
#
# The array must start at 0 and be contiguous; N is the number of tasks.
#SBATCH --job-name=gonggao-extract
#SBATCH --cpus-per-task=2
#SBATCH --mem=1G
#SBATCH --time=02:00:00
#SBATCH --requeue
#SBATCH --output=gonggao-%A_%a.log
set -u

filings=${1:?usage: sbatch --array=0-N-1 slurm-array.sh FILINGS_DIR OUT_DIR}
out=${2:?usage: sbatch --array=0-N-1 slurm-array.sh FILINGS_DIR OUT_DIR}
shards=${SLURM_ARRAY_TASK_COUNT:?run as a job array: sbatch --array=0-N-1}
index=${SLURM_ARRAY_TASK_ID:?run as a job array: sbatch --array=0-N-1}

mkdir -p "$out"
gonggao extract \
	--shard "${index}/${shards}" \
	--workers "${SLURM_CPUS_PER_TASK:-1}" \
	--resume "${out}/part-${index}.jsonl" \
	"$filings"
status=$?
# Exit 1: some filings gave error records, which are in the output; the
# shard is complete. 130: interrupted (scancel, preemption); --resume keeps
# the records written so far.
if [ "$status" -le 1 ]; then
	exit 0
fi
exit "$status"
