import { Trash2Icon } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/components/ui/button.tsx'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx'
import { Input } from '#web/components/ui/input.tsx'
import { Label } from '#web/components/ui/label.tsx'
import { useDeleteTag, useSaveTag, useTags } from '#web/features/knowledge/api/tags.ts'
import { toast } from '#web/lib/toast.ts'

/** Spec §3 kb_tags: create, rename, recolour and delete the shared tags (popular ones first in counts). */
export function TagsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('knowledge')
  const tags = useTags()
  const saveTag = useSaveTag()
  const deleteTag = useDeleteTag()
  const [name, setName] = useState('')
  const [color, setColor] = useState('#3b82f6')

  const create = () =>
    saveTag.mutate(
      { name, color },
      {
        onSuccess: () => setName(''),
        onError: (error) => toast.error(t('toasts.tagCreateFailed'), { description: error.message }),
      },
    )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('tags.title')}</DialogTitle>
          <DialogDescription>{t('tags.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim()) create()
          }}
        >
          <div className="flex-1 space-y-1">
            <Label htmlFor="new-tag-name">{t('tags.name')}</Label>
            <Input id="new-tag-name" value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="new-tag-color">{t('tags.color')}</Label>
            <Input
              id="new-tag-color"
              type="color"
              className="w-14 p-1"
              value={color}
              onChange={(event) => setColor(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={!name.trim() || saveTag.isPending}>
            {t('tags.add')}
          </Button>
        </form>
        <ul className="space-y-2">
          {(tags.data?.tags ?? []).map((tag) => (
            <li key={tag.id} className="flex items-center gap-2 rounded-md border p-2">
              <input
                type="color"
                aria-label={t('tags.colorOf', { name: tag.name })}
                className="size-7 rounded"
                defaultValue={tag.color}
                onBlur={(event) =>
                  event.target.value !== tag.color &&
                  saveTag.mutate(
                    { id: tag.id, name: tag.name, color: event.target.value },
                    { onError: () => toast.error(t('toasts.tagUpdateFailed')) },
                  )
                }
              />
              <Input
                aria-label={t('tags.nameOf', { name: tag.name })}
                defaultValue={tag.name}
                onBlur={(event) =>
                  event.target.value.trim() &&
                  event.target.value.trim() !== tag.name &&
                  saveTag.mutate(
                    { id: tag.id, name: event.target.value, color: tag.color },
                    {
                      onError: (error) =>
                        toast.error(t('toasts.tagUpdateFailed'), { description: error.message }),
                    },
                  )
                }
              />
              <span className="w-20 text-right text-xs text-muted-foreground">
                {t('tags.entries', { count: tag.entry_count })}
              </span>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('tags.delete', { name: tag.name })}
                onClick={() =>
                  deleteTag.mutate(tag.id, { onError: () => toast.error(t('toasts.tagDeleteFailed')) })
                }
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  )
}
