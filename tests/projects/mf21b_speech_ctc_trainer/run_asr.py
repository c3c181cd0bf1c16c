"""Train a tiny CTC acoustic model on synthetic tone sequences and decode one utterance."""
import jax

from speechkit import ASRConfig, Encoder, Trainer, build_batches
from speechkit.training import LossLogger, greedy_decode


def main():
    cfg = ASRConfig()
    key = jax.random.PRNGKey(0)
    batches = build_batches(cfg, n_batches=3, key=key)
    encoder = Encoder(cfg)
    params = encoder.init(jax.random.PRNGKey(1))
    logger = LossLogger(every=1)
    trainer = Trainer(cfg, callbacks=[logger])
    params = trainer.fit(encoder.loss, params, batches, key=jax.random.PRNGKey(2))
    hyp = greedy_decode(encoder, params, batches[0]["waves"][0], cfg)
    print("losses", logger.history)
    print("decoded", hyp)
    return hyp


if __name__ == "__main__":
    main()
