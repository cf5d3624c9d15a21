# specgate's image: the package installed from this checkout (migrations, alembic.ini and the
# shipped policies live beside it, at /app), run as an unprivileged user. The Helm chart in
# helm/specgate runs it; tiktoken's encodings come from the litellm package (no download).
FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1 \
    LITELLM_LOCAL_MODEL_COST_MAP=True
WORKDIR /app
COPY pyproject.toml README.md alembic.ini fleet.example.yaml ./
COPY gateway ./gateway
COPY migrations ./migrations
COPY policies ./policies
RUN pip install -e . && useradd --uid 10001 --no-create-home --shell /usr/sbin/nologin specgate
USER 10001
EXPOSE 8080
ENTRYPOINT ["specgate"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
