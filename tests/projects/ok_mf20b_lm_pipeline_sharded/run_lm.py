"""Train a two-layer byte-level transformer on a tiny corpus, checkpoint it, restore it."""
import tempfile

from lmtrain import LMConfig, OptimConfig, TransformerLM, Trainer, ByteTokenizer
from lmtrain.data import PackedDataset
from lmtrain.checkpoint import save_checkpoint, load_checkpoint

TEXT = (
    "the quick brown fox jumps over the lazy dog. "
    "a journey of a thousand miles begins with a single step. "
    "all that glitters is not gold. "
) * 8


def main():
    tok = ByteTokenizer()
    cfg = LMConfig(vocab_size=tok.vocab_size, d_model=32, n_heads=4, n_layers=2, seq_len=32)
    data = PackedDataset(tok.encode_batch(TEXT.split(". ")), seq_len=cfg.seq_len, batch_size=4)
    model = TransformerLM(cfg)
    trainer = Trainer(model, OptimConfig(lr=3e-3, warmup_steps=4, total_steps=12), seed=0)
    history = trainer.fit(data, steps=12)
    with tempfile.TemporaryDirectory() as d:
        save_checkpoint(d, trainer.state)
        restored = load_checkpoint(d, trainer.state)
    print("loss", history[0], "->", history[-1], "step", int(restored.step))
    return history


if __name__ == "__main__":
    main()
