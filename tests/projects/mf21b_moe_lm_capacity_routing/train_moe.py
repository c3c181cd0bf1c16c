"""Train a tiny mixture-of-experts language model on a repeating character stream, then sample."""
import jax

from moelm import MoEConfig, MoETransformer
from moelm.data import CharStream
from moelm.generate import sample
from moelm.training import Trainer, warmup_cosine


def main():
    cfg = MoEConfig()
    stream = CharStream("the quick brown fox jumps over the lazy dog. " * 20, cfg.seq_len)
    model = MoETransformer(cfg, vocab_size=stream.vocab_size)
    params = model.init(jax.random.PRNGKey(0))
    schedule = warmup_cosine(cfg.lr, warmup=cfg.warmup_steps, total=cfg.steps)
    trainer = Trainer(model, schedule, aux_weight=cfg.aux_loss_weight)
    params, history = trainer.fit(params, stream.batches(cfg.batch_size, seed=0), cfg.steps)
    prompt = stream.encode("the q")
    text = stream.decode(sample(model, params, prompt, n_new=12, key=jax.random.PRNGKey(3)))
    print(history[-1], repr(text))
    return text


if __name__ == "__main__":
    main()
