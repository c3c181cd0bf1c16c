"""Fine-tune a tiny character LM on two tasks with per-task LoRA adapters, then merge and save."""
import jax

from loratune import CharTokenizer, LoRAConfig, TrainConfig, TinyLM
from loratune.checkpoint import flatten, merge_adapters
from loratune.train import FineTuner, hooks

TASKS = {0: ["add 1 2 = 3", "add 2 2 = 4", "add 3 4 = 7"], 1: ["rev abc = cba", "rev xy = yx", "rev dog = god"]}


def main():
    tok = CharTokenizer("".join(s for texts in TASKS.values() for s in texts))
    lora = LoRAConfig(rank=4, alpha=8.0, targets=("q", "v"), num_tasks=len(TASKS), task_scales=(1.0, 0.5))
    cfg = TrainConfig(steps=4, lr=5e-3, warmup=2, seq_len=16)
    model = TinyLM(vocab=tok.vocab_size, dim=32, heads=2, layers=2, lora=lora)
    params = model.init(jax.random.PRNGKey(0))
    tuner = FineTuner(model, cfg, hooks=[hooks.PrintLoss(), hooks.TrackAdapterNorm()])
    batches = [tok.batch(texts, cfg.seq_len, task) for task, texts in TASKS.items()]
    params = tuner.fit(params, batches)
    merged = merge_adapters(params, lora, task=0)
    print({path: leaf.shape for path, leaf in flatten(merged).items() if path.endswith("q/w")})
