"""A small attribute dictionary in the manner of ml_collections.ConfigDict."""


class ConfigDict(dict):
    def __getattr__(self, name):
        try:
            return self[name]
        except KeyError as exc:
            raise AttributeError(name) from exc

    def __setattr__(self, name, value):
        self[name] = value


def get_config():
    cfg = ConfigDict()
    cfg.model = ConfigDict(vocab=0, width=32, heads=4, layers=2, max_len=64, norm="rms")
    cfg.train = ConfigDict(steps=3, lr=3e-3, seq_len=16, batch=4)
    cfg.decode = ConfigDict(sampler="greedy", max_new=8, temperature=0.8, top_k=5)
    return cfg
