import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../api/api-error';
import { describeError } from '../api/api-error';
import { Button } from '../components/Button';
import { ErrorMessage } from '../components/ErrorMessage';
import { askAssistant, MAX_WORDS, wordCount } from './assistant-api';
import { AnswerCard } from './AnswerCard';
import { currentConversation, dispatchChat, newTurnId, useChat } from './chat-store';
import { useT } from '../../i18n/browser';

/**
 * The 'Ask me anything' chat (docs/assistant.md "Screens"): a question box (1-200 words, E-10046),
 * the history of questions and answers, the latest answer's suggestions, and Clear. Used inline on
 * the login screen and inside the header's assistant popup.
 */
export function AssistantChat({ onNavigate, compact = false }: { onNavigate?: () => void; compact?: boolean }) {
  const t = useT();
  const chat = useChat();
  const [text, setText] = useState('');
  const [error, setError] = useState<ApiError | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const end = useRef<HTMLDivElement>(null);
  const words = wordCount(text);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [chat.turns.length, chat.pending]);

  const ask = async (question: string) => {
    const q = question.trim();
    const n = wordCount(q);
    if (n < 1 || n > MAX_WORDS) {
      setError(new ApiError('E-10046'));
      return;
    }
    setError(null);
    setText('');
    const id = newTurnId();
    dispatchChat({ type: 'ASK', id, question: q });
    try {
      dispatchChat({ type: 'ANSWER', id, answer: await askAssistant(q, currentConversation()) });
    } catch (err) {
      dispatchChat({ type: 'FAIL', id, error: describeError(err) });
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void ask(text);
  };

  return (
    <div className="space-y-4" data-testid="assistant-chat">
      {chat.turns.length > 0 && (
        <ol
          className={`space-y-4 ${compact ? 'max-h-[28rem]' : 'max-h-[55vh]'} overflow-y-auto pr-1`}
          aria-label={t('assistant.chat.conversation')}
          aria-live="polite"
        >
          {chat.turns.map((turn) => (
            <li key={turn.id} className="space-y-2">
              <p className="ml-auto w-fit max-w-[90%] rounded-2xl rounded-br-sm bg-brand-600 px-3 py-2 text-sm break-words text-white">
                <span className="sr-only">{t('assistant.chat.youAsked')}</span>
                {turn.question}
              </p>
              <div className="max-w-full rounded-2xl rounded-bl-sm border border-slate-200 bg-white p-3">
                <span className="sr-only">{t('assistant.chat.answer')}</span>
                {turn.answer ? (
                  <AnswerCard answer={turn.answer} onNavigate={onNavigate} />
                ) : turn.error ? (
                  <p className="text-sm text-red-700">{turn.error}</p>
                ) : (
                  <p className="text-sm text-slate-500">{t('assistant.chat.thinking')}</p>
                )}
              </div>
            </li>
          ))}
          <div ref={end} />
        </ol>
      )}
      {chat.latest && chat.latest.suggestion.length > 0 && !chat.pending && (
        <div>
          <p className="text-xs font-medium text-slate-600">{t('assistant.chat.youCouldAsk')}</p>
          <ul className="mt-1 flex flex-wrap gap-2">
            {chat.latest.suggestion.slice(0, 3).map((s) => (
              <li key={s}>
                <button
                  type="button"
                  onClick={() => void ask(s)}
                  className="rounded-full bg-slate-100 px-3 py-1 text-left text-xs text-slate-700 hover:bg-slate-200"
                >
                  {s}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={submit} className="space-y-2" noValidate>
        <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
          {t('assistant.title')}
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void ask(text);
            }
          }}
          rows={2}
          placeholder={t('assistant.chat.placeholder')}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          className="block w-full resize-y rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none"
          data-testid="assistant-input"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span id={hintId} className={`text-xs ${words > MAX_WORDS ? 'text-red-700' : 'text-slate-500'}`}>
            {t('assistant.chat.words', { words, max: MAX_WORDS })}
          </span>
          <div className="flex gap-2">
            {chat.turns.length > 0 && (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => dispatchChat({ type: 'CLEAR' })}
                data-testid="assistant-clear"
              >
                {t('assistant.chat.clear')}
              </Button>
            )}
            <Button type="submit" size="sm" loading={chat.pending} data-testid="assistant-ask">
              {t('assistant.chat.ask')}
            </Button>
          </div>
        </div>
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            <ErrorMessage error={error} />
          </p>
        )}
      </form>
    </div>
  );
}
